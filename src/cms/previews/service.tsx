import React from "react"
import { EnquiryProvider } from "../../components/enquiry/EnquiryContext"
import { ServiceBody } from "../../components/services/ServiceBody"
import { serviceSchema } from "../../content-model/services"
import { SOURCE_LANG } from "../../lib/content/content-i18n"
import { servicePath } from "../../lib/routes/routes"
import { imageOf, Page, shownDoc, type PreviewProps } from "./shared"
import { aboutIn } from "./single-files"

/**
 * /service-details/<id> as src/templates/service.tsx draws it (src/components/services/ServiceBody.tsx): picture with
 * the about page's services eyebrow, title and summary, the introduction, the sections with their keyword links, and
 * the call to action of the about page. The list beside the text holds this service (the others are entries of their
 * own) and the link to /about.
 */
export const ServicePreview: React.FC<PreviewProps> = ({ entry, getAsset }) => {
  const { lang, doc: s } = shownDoc(entry, serviceSchema)
  const image = imageOf(getAsset, s.image, 1600, 533, "fullWidth")
  // a translation's path is made from its slug; when it is left empty, the build makes one: the English path stands in
  const path = servicePath(s.slug || lang === SOURCE_LANG ? { jsonId: s.id, lang, slug: s.slug } : { jsonId: s.id })
  return (
    <Page lang={lang}>
      <EnquiryProvider>
        <ServiceBody service={s} image={image} about={aboutIn(lang)} services={[{ id: s.id, title: s.title, path, current: true }]} />
      </EnquiryProvider>
    </Page>
  )
}
