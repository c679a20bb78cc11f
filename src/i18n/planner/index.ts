/**
 * The project planner's words (/quote/, /fr/devis/): the page's interface words (ui.<lang>.ts) and the words of the
 * plain-text summary and of the answers (text.<lang>.ts, PLANNER_TEXT), in the page's language with its typography.
 * The build puts each language's planner words in the page context of its planner page (src/gatsby/create-pages.ts
 * SINGLETON_CONTEXT), so that no page's JavaScript holds them: components import only the type.
 */
import type { Widen } from ".."
import type { ContentLang } from "../languages"
import { withTypography } from "../typography"
import { PLANNER_TEXT } from "./text"
import { plannerUi as en } from "./ui.en"
import { plannerUi as fr } from "./ui.fr"

/** The shape every language's planner words must have (checked by the type checker). */
export type PlannerUi = Widen<typeof en>

const SOURCES: Record<ContentLang, PlannerUi> = { en, fr }

export type PlannerWords = PlannerUi & { text: (typeof PLANNER_TEXT)[ContentLang] }

const CACHE: Partial<Record<ContentLang, PlannerWords>> = {}

/** The planner's words in a language, with its typography (French no-break spaces), computed once per language. */
export const plannerWords = (lang: ContentLang): PlannerWords =>
  // PLANNER_TEXT has its typography already
  (CACHE[lang] ??= { ...withTypography(lang, SOURCES[lang]), text: PLANNER_TEXT[lang] })
