import React from "react"
import { CatalogueSections } from "../../components/product/Catalogue"
import { catalogueSchema } from "../../content-model/catalogue"
import { Page, shownDoc, type PreviewProps } from "./shared"
import { ENGLISH_FILES } from "./single-files"

/**
 * /products as the catalogue draws it (src/components/product/Catalogue.tsx): the page's head and a section per
 * product group, with its heading and text. The product cards under each are the products collection's; the page
 * shows a group once a product is in it, the preview every group of this file.
 */
export const CataloguePreview: React.FC<PreviewProps> = ({ entry }) => {
  const { lang, doc: catalogue } = shownDoc(entry, catalogueSchema, ENGLISH_FILES.catalogue)
  return (
    <Page lang={lang}>
      <CatalogueSections head={catalogue} groups={catalogue.groups} />
    </Page>
  )
}
