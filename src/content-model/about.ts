import { t } from "../lib/content/content-schema"
import { seo } from "./common"
import { socialLink } from "./site"

const socialLinkList = t.array(socialLink, { min: 3, max: 3 })

const textWithImage = (typeName: string) =>
  t.object({ eyebrow: t.text(), title: t.text(), paragraphs: t.array(t.text(), { min: 1 }), image: t.image(), alt: t.text() }, { typeName })

/** data/about.en.json: the about page, in page order. */
export const aboutSchema = {
  seo,
  /** the small heading above the page title */
  eyebrow: t.text(),
  title: t.text(),
  intro: t.text(),
  welcome: textWithImage("AboutWelcome"),
  eco: textWithImage("AboutEco"),
  /** names the mission, vision and commitment cards for assistive technology */
  pillarsLabel: t.text(),
  pillars: t.array(
    t.object({ icon: t.enum(["mission", "vision", "commitment"]), title: t.text(), text: t.text() }, { typeName: "AboutPillar" }),
    { min: 3, max: 3 },
  ),
  team: t.object({
    eyebrow: t.text(),
    title: t.text(),
    members: t.array(t.object({ image: t.image(), name: t.string(), role: t.text(), social: socialLinkList }, { typeName: "TeamMember" }), {
      min: 1,
    }),
  }),
  reasons: t.object({
    eyebrow: t.text(),
    title: t.text(),
    items: t.array(
      t.object(
        { icon: t.enum(["affordability", "quality", "speed", "customization"]), title: t.text(), text: t.text() },
        { typeName: "AboutReason" },
      ),
      { min: 4, max: 4 },
    ),
  }),
  faq: t.object({
    eyebrow: t.text(),
    title: t.text(),
    items: t.array(t.object({ id: t.string(), question: t.text(), answer: t.text() }, { typeName: "FaqItem" }), { min: 1 }),
  }),
  /** the services section of /about; its eyebrow and title also head each /service-details page, whose call to action is `cta` */
  services: t.object({
    eyebrow: t.text(),
    title: t.text(),
    cta: t.object({ title: t.text(), text: t.text(), button: t.text() }),
  }),
}
