import type { GatsbyNode } from "gatsby"
import { getEmailConfig, hasConfiguredIds, type EmailEnv } from "../lib/enquiries/email-config"

const MISSING = ["GATSBY_EMAILJS_SERVICE_ID", "GATSBY_EMAILJS_TEMPLATE_ID", "GATSBY_EMAILJS_PUBLIC_KEY"] as const

/** The lines of the warning, or null when the build will deliver enquiries to a configured e-mail service. */
export function emailConfigWarning(env: EmailEnv & Record<string, string | undefined>): string[] | null {
  if (!hasConfiguredIds(env)) {
    return [
      "",
      "==================================================================================",
      "  ENQUIRY FORMS WILL NOT DELIVER E-MAIL FROM THIS BUILD",
      "  No e-mail service ids are configured, so the contact, quote and brochure forms",
      "  send to the LOCAL INBOX (/api/v1.0/email/* on the site's own origin). That works",
      "  with `npm start` / tools/server/serve.mjs, but on a static host or CDN every enquiry",
      "  a visitor sends will fail.",
      "  Before building for hosting, set (docs/deploy-and-headers.md, 'Environment variables'):",
      ...MISSING.map((name) => `    ${name}`),
      "    GATSBY_EMAILJS_ORIGIN   (optional, default https://api.emailjs.com)",
      "==================================================================================",
      "",
    ]
  }
  const config = getEmailConfig(env)
  const missing = MISSING.filter((name) => !(env[name] ?? "").trim())
  if (missing.length) {
    return [
      "",
      "==================================================================================",
      "  ENQUIRY FORMS ARE MISCONFIGURED: some e-mail service ids are missing:",
      ...missing.map((name) => `    ${name}`),
      `  Every send will fail (service ${config.serviceId || "?"}, template ${config.templateId || "?"}).`,
      "==================================================================================",
      "",
    ]
  }
  return null
}

/** Warns loudly when a production build would ship forms that cannot deliver enquiries. */
export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }) => {
  const lines = emailConfigWarning(process.env)
  if (!lines) return
  for (const line of lines) reporter.warn(line)
}
