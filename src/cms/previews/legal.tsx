import React from "react"
import { LegalPage, type LegalPageData } from "../../components/legal/LegalPage"
import { legalPageSchema } from "../../content-model/legal"
import { siteTokens } from "../../lib/content/legal-items"
import { Page, shownDoc, type PreviewProps } from "./shared"
import { siteIn } from "./single-files"

/** A legal page as the site shows it: banner, title, date, contents and sections, with the site's values in its tokens. */
export const LegalPagePreview: React.FC<PreviewProps> = ({ entry }) => {
  const { lang, doc: page } = shownDoc(entry, legalPageSchema)
  const data: LegalPageData = {
    title: page.title,
    lastUpdated: page.lastUpdated || undefined,
    intro: page.intro ?? [],
    sections: page.sections,
    banner: null,
  }
  return (
    <Page lang={lang}>
      <LegalPage page={data} tokens={siteTokens({ ...siteIn(lang), siteUrl: window.location.origin })} />
    </Page>
  )
}
