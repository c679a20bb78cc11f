/**
 * The project planner's text words in each language, with the language's typography (French: no-break spaces,
 * src/lib/content/typography.ts). Imported by the planner page only, never by src/i18n/index.ts, so other pages
 * do not carry them.
 */
import { withTypography } from "../typography"
import type { PlannerTextWords } from "./text-words"
import type { ContentLang } from "../languages"
import { plannerTextEn } from "./text.en"
import { plannerTextFr } from "./text.fr"

export const PLANNER_TEXT: Record<ContentLang, PlannerTextWords> = {
  en: withTypography("en", plannerTextEn),
  fr: withTypography("fr", plannerTextFr),
}
