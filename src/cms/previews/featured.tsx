import React from "react"
import { FeaturedPage } from "../../components/product/FeaturedPage"
import { featuredSchema } from "../../content-model/featured"
import { Page, pictureOf, shownDoc, type PreviewProps } from "./shared"
import { wordBlocks } from "./product"

/**
 * A featured page as src/components/product/FeaturedPage.tsx draws it: picture, eyebrow and title, introduction,
 * highlights and the blocks of words. The sidebar lists this page (the others are entries of their own); the call to
 * action names the product it leads to, which is the products collection's, and is left out.
 */
export const FeaturedPreview: React.FC<PreviewProps> = ({ entry, getAsset }) => {
  const { lang, doc: page } = shownDoc(entry, featuredSchema)
  return (
    <Page lang={lang}>
      <FeaturedPage
        page={{ ...page, image: pictureOf(getAsset, page.image, 1600, 900, "fullWidth"), sections: wordBlocks(page.sections) }}
        links={[{ path: page.path, menuTitle: page.menuTitle }]}
        products={[]}
      />
    </Page>
  )
}
