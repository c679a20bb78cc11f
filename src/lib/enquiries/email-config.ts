/**
 * Which e-mail service the forms send to. The ids come from build-time environment variables (Gatsby inlines
 * GATSBY_-prefixed variables into the browser bundle; EmailJS ids are public by design):
 *   GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID, GATSBY_EMAILJS_PUBLIC_KEY, optional GATSBY_EMAILJS_ORIGIN.
 * With none of them set, the forms send to the local inbox (tools/server/lib/local-inbox.mjs) on the site's own origin,
 * so `npm start` works on a fresh machine. When only some are set the missing id stays empty and the send fails
 * visibly (failure toast + console) instead of silently going to the local inbox.
 */

export const EMAILJS_DEFAULT_ORIGIN = "https://api.emailjs.com"
export const LOCAL_IDS = {
  serviceId: "local_inbox_service",
  templateId: "local_inbox_template",
  publicKey: "local_inbox_public_key",
} as const

export interface EmailConfig {
  serviceId: string
  templateId: string
  publicKey: string
  /** API origin; the empty string means "the origin the page is served from" (resolved at send time) */
  origin: string
  /** true when no ids are configured and the local inbox stands in for the service */
  local: boolean
}

export interface EmailEnv {
  GATSBY_EMAILJS_SERVICE_ID?: string
  GATSBY_EMAILJS_TEMPLATE_ID?: string
  GATSBY_EMAILJS_PUBLIC_KEY?: string
  GATSBY_EMAILJS_ORIGIN?: string
}

/** Each variable is written out literally: that is what Gatsby's build-time replacement looks for. */
const buildEnv = (): EmailEnv => ({
  GATSBY_EMAILJS_SERVICE_ID: process.env.GATSBY_EMAILJS_SERVICE_ID,
  GATSBY_EMAILJS_TEMPLATE_ID: process.env.GATSBY_EMAILJS_TEMPLATE_ID,
  GATSBY_EMAILJS_PUBLIC_KEY: process.env.GATSBY_EMAILJS_PUBLIC_KEY,
  GATSBY_EMAILJS_ORIGIN: process.env.GATSBY_EMAILJS_ORIGIN,
})

const clean = (v: string | undefined): string => (v ?? "").trim()

export const hasConfiguredIds = (env: EmailEnv): boolean =>
  [env.GATSBY_EMAILJS_SERVICE_ID, env.GATSBY_EMAILJS_TEMPLATE_ID, env.GATSBY_EMAILJS_PUBLIC_KEY].some((v) => clean(v) !== "")

export function getEmailConfig(env: EmailEnv = buildEnv()): EmailConfig {
  const origin = clean(env.GATSBY_EMAILJS_ORIGIN).replace(/\/+$/, "")
  if (!hasConfiguredIds(env)) return { ...LOCAL_IDS, origin, local: true }
  return {
    serviceId: clean(env.GATSBY_EMAILJS_SERVICE_ID),
    templateId: clean(env.GATSBY_EMAILJS_TEMPLATE_ID),
    publicKey: clean(env.GATSBY_EMAILJS_PUBLIC_KEY),
    origin: origin || EMAILJS_DEFAULT_ORIGIN,
    local: false,
  }
}

/** The origin to hand to emailjs `init`: the configured one, or the page's own origin for the local inbox. */
export const resolveOrigin = (
  config: EmailConfig,
  pageOrigin: string | undefined = typeof window !== "undefined" ? window.location.origin : undefined,
): string => config.origin || pageOrigin || EMAILJS_DEFAULT_ORIGIN
