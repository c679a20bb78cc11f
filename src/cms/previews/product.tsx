import React from "react"
import { SpecTable } from "../../components/product/SpecTable"
import { ProductSections } from "../../components/product/ProductSections"
import { productSchema, type ProductBlock } from "../../content-model/products"
import { uiFor } from "../../i18n/all"
import { formatMessage } from "../../lib/ui/format-message"
import { fileOf, Page, shownDoc, type PreviewProps } from "./shared"
import * as product from "../../components/product/ProductPage.module.css"

/**
 * The product blocks a preview draws: the ones made of words. Pictures, drawings and videos are the build's own
 * processing (resized variants, posters), and the models and comparison blocks read the other products.
 */
const WORD_BLOCKS = new Set(["text", "list", "details", "offer"])

/** The blocks of a page that a preview draws: blocks of words hold no file, so their data is what the page queries. */
export const wordBlocks = (sections: ReadonlyArray<{ type: string }>): ProductBlock[] =>
  sections.filter((s) => WORD_BLOCKS.has(s.type)) as unknown as ProductBlock[]

/** A product's words and figures as its page shows them: size range, title, introduction, specification table, text blocks. */
export const ProductPreview: React.FC<PreviewProps> = ({ entry, getAsset }) => {
  const { lang, doc: p } = shownDoc(entry, productSchema)
  const ui = uiFor(lang).product
  const first = p.gallery[0]
  const cover = fileOf(getAsset, first?.image)
  return (
    <Page lang={lang}>
      <article className={product.page}>
        <div className={`container ${product.top}`}>
          {cover ? <img src={cover.publicURL} alt={first?.alt} width={1200} height={675} /> : null}
        </div>
        <section className={`container ${product.intro}`}>
          <div className={product.introText}>
            <p className="eyebrow">{p.sizeRange}</p>
            <h1>{p.title}</h1>
            {p.intro.map((para, i) => (
              <p key={i} className={i === 0 ? "lead" : undefined}>
                {para}
              </p>
            ))}
          </div>
          <div className={product.specs}>
            <SpecTable caption={formatMessage(ui.specsCaption, { title: p.title })} rows={p.specs} />
          </div>
        </section>
        <ProductSections sections={wordBlocks(p.sections)} products={[]} currentPath={p.path} currentGroup={p.group} />
      </article>
    </Page>
  )
}
