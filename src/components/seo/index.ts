/** Structured data for page heads: render with <JsonLd>, or pass builders' results to <Seo jsonLd={...}>. */
export { JsonLd, JsonLdList } from "./JsonLd"
export {
  organizationLd,
  websiteLd,
  productLd,
  blogPostingLd,
  faqPageLd,
  breadcrumbLd,
  serializeJsonLd,
  isoDate,
  type JsonLdObject,
  type Crumb,
  type ProductInput,
  type BlogPostingInput,
} from "../../lib/structured-data"
