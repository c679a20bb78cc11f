/**
 * The English interface words: buttons, labels, hints, toasts, form messages, aria labels.
 * One module per area of the site so that areas can be edited (and translated) independently.
 * Content (what a page says) lives in data/; these are the words of the interface around it.
 */
import { about } from "./about"
import { blog } from "./blog"
import { catalogue } from "./catalogue"
import { common } from "./common"
import { enquiry } from "./enquiry"
import { forms } from "./forms"
import { home } from "./home"
import { layout } from "./layout"
import { legal } from "./legal"
import { media } from "./media"
import { notFound } from "./notFound"
import { product } from "./product"
import { seo } from "./seo"
import { services } from "./services"

export const en = { about, blog, catalogue, common, enquiry, forms, home, layout, legal, media, notFound, product, seo, services } as const
