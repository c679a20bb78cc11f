/**
 * npm run publish:check, its pure part: whether the hosted editor (https://<site>/admin/) is ready for a maintainer to
 * publish alone (docs/publishing.md), said in French, then in English, one line per thing to have. It reads only
 * what it is given: the workflow file's text, the content files, the repository's name and what GitHub said of it
 * (variables, secret names, the last run of the publishing workflow), or nothing when there is no repository or
 * token to ask with: then those lines say they cannot be checked here. tools/publish/publish-check.mjs gathers them.
 */
import { deployProblems, isReservedHost } from "../../deploy/lib/deploy-check.mjs"

/** The repository settings the publishing workflow reads (.github/workflows/deploy.yml), by kind. */
export const REQUIRED_VARIABLES = [
  "SITE_URL",
  "GATSBY_EMAILJS_SERVICE_ID",
  "GATSBY_EMAILJS_TEMPLATE_ID",
  "GATSBY_EMAILJS_PUBLIC_KEY",
  "CLOUDFLARE_PAGES_PROJECT",
]
export const REQUIRED_SECRETS = ["CLOUDFLARE_API_TOKEN", "CLOUDFLARE_ACCOUNT_ID"]
/** The sign-in relay's address ("Se connecter avec GitHub"); without it editors sign in with an access token. */
export const SIGN_IN_VARIABLE = "GATSBY_CMS_AUTH_URL"
/** The publishing workflow's file and the name of its deployment step. */
export const WORKFLOW_FILE = ".github/workflows/deploy.yml"
const DEPLOY_STEP = "Deploy to Cloudflare Pages"

/**
 * @typedef {"ok" | "todo" | "unknown"} Status
 * @typedef {{ status: Status, fr: string, en: string, details?: string[] }} Line
 * @typedef {{ variables: Record<string, string>, secrets: string[], lastRun?: { status: string, conclusion: string | null, url: string, commit: string } }} GitHubState
 */

/** "owner/name" from a git remote's address (https or ssh, github.com), or undefined. */
export function repositoryFromRemote(remote) {
  const m = /github\.com[:/]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(String(remote ?? "").trim())
  return m ? `${m[1]}/${m[2]}` : undefined
}

/** French typography: a no-break space before : ; ? ! » and after «. */
export const frenchSpaces = (text) => text.replace(/ ([:;?!»])/g, "\u00A0$1").replace(/« /g, "«\u00A0")

const line = (status, fr, en, details) => ({ status, fr: frenchSpaces(fr), en, ...(details?.length ? { details } : {}) })

/**
 * Every line of the readiness report.
 * @param {{ workflow: string | undefined, files: { path: string, doc: unknown }[], repository?: string, hasToken: boolean, github?: GitHubState }} input
 * @returns {Line[]}
 */
export function readiness({ workflow, files, repository, hasToken, github }) {
  const lines = []
  // 1. the publishing workflow, in the repository
  if (!workflow)
    lines.push(
      line(
        "todo",
        `Le flux de publication (${WORKFLOW_FILE}) manque dans le dépôt.`,
        `The publishing workflow (${WORKFLOW_FILE}) is missing from the repository.`,
      ),
    )
  else if (!workflow.includes(DEPLOY_STEP) || !workflow.includes("GATSBY_CMS_REPO"))
    lines.push(
      line(
        "todo",
        `Le flux de publication (${WORKFLOW_FILE}) ne publie pas le site avec son éditeur.`,
        `The publishing workflow (${WORKFLOW_FILE}) does not publish the site with its editor.`,
      ),
    )
  else lines.push(line("ok", "Le flux de publication est dans le dépôt.", "The publishing workflow is in the repository."))

  // 2. the content's placeholders (the deployment build refuses them)
  const fileProblems = deployProblems({ env: {}, files }).filter((p) => /^data\//.test(p))
  lines.push(
    fileProblems.length
      ? line(
          "todo",
          `${fileProblems.length} valeur${fileProblems.length > 1 ? "s" : ""} provisoire${fileProblems.length > 1 ? "s" : ""} dans le contenu : la publication les refuse. Remplacez-les dans l’éditeur (« Réglages du site ») :`,
          `${fileProblems.length} placeholder${fileProblems.length > 1 ? "s" : ""} in the content: publishing refuses them. Replace them in the editor ("Site settings"):`,
          fileProblems,
        )
      : line("ok", "Le contenu n’a plus de valeur provisoire.", "The content has no placeholder left."),
  )

  // 3. what only GitHub knows
  const why = !repository
    ? {
        fr: "le dépôt GitHub n’est pas connu ici (ni GITHUB_REPOSITORY, ni une adresse github.com pour origin)",
        en: "the GitHub repository is not known here (no GITHUB_REPOSITORY, no github.com address for origin)",
      }
    : !hasToken
      ? {
          fr: `aucun jeton GitHub (GITHUB_TOKEN) pour interroger ${repository}`,
          en: `no GitHub token (GITHUB_TOKEN) to ask ${repository} with`,
        }
      : !github
        ? { fr: `GitHub n’a pas répondu pour ${repository}`, en: `GitHub did not answer for ${repository}` }
        : undefined
  if (why) {
    for (const [fr, en] of [
      ["Les réglages du dépôt (adresse du site, formulaires, hébergeur)", "The repository's settings (site address, forms, host)"],
      ["La connexion à l’éditeur en ligne", "The sign-in to the hosted editor"],
      ["La dernière publication", "The last publication"],
    ])
      lines.push(line("unknown", `${fr} : impossible de vérifier, ${why.fr}.`, `${en}: cannot be checked, ${why.en}.`))
    return lines
  }

  const { variables, secrets, lastRun } = github
  const missing = [...REQUIRED_VARIABLES.filter((v) => !variables[v]?.trim()), ...REQUIRED_SECRETS.filter((s) => !secrets.includes(s))]
  const settingProblems = deployProblems({ env: variables, files: [] })
  lines.push(
    missing.length || settingProblems.length
      ? line(
          "todo",
          "Réglages du dépôt à compléter (GitHub → Settings → Secrets and variables → Actions) :",
          "Repository settings to complete (GitHub → Settings → Secrets and variables → Actions):",
          [...missing.map((name) => `${name}: ${REQUIRED_SECRETS.includes(name) ? "secret" : "variable"} not set`), ...settingProblems],
        )
      : line("ok", "Les réglages du dépôt sont complets.", "The repository's settings are complete."),
  )

  const relay = variables[SIGN_IN_VARIABLE]?.trim()
  let relayHost
  try {
    relayHost = relay ? new URL(relay) : undefined
  } catch {
    relayHost = undefined
  }
  lines.push(
    relayHost && relayHost.protocol === "https:" && !isReservedHost(relayHost.hostname)
      ? line("ok", "La connexion « Se connecter avec GitHub » est en place.", 'The "Sign In with GitHub" relay is set.')
      : line(
          "todo",
          `La connexion « Se connecter avec GitHub » n’est pas en place (${SIGN_IN_VARIABLE}) : en attendant, connectez-vous avec un jeton d’accès.`,
          `The "Sign In with GitHub" relay is not set (${SIGN_IN_VARIABLE}): meanwhile, sign in with an access token.`,
        ),
  )

  if (!lastRun)
    lines.push(
      line(
        "todo",
        "Le flux de publication n’a encore jamais tourné : lancez-le (Actions → Publish → Run workflow).",
        "The publishing workflow never ran: start it (Actions → Publish → Run workflow).",
      ),
    )
  else if (lastRun.status !== "completed")
    lines.push(
      line(
        "unknown",
        `Une publication est en cours (${lastRun.commit}) : revenez dans quelques minutes.`,
        `A publication is under way (${lastRun.commit}): check again in a few minutes.`,
        [lastRun.url],
      ),
    )
  else if (lastRun.conclusion === "success")
    lines.push(line("ok", `La dernière publication a réussi (${lastRun.commit}).`, `The last publication succeeded (${lastRun.commit}).`))
  else
    lines.push(
      line(
        "todo",
        `La dernière publication a échoué (${lastRun.commit}) : ouvrez-la et lisez l’étape en rouge.`,
        `The last publication failed (${lastRun.commit}): open it and read the step in red.`,
        [lastRun.url],
      ),
    )
  return lines
}

const MARK = { ok: "✓", todo: "✗", unknown: "?" }

/** The report as printed: each line in French then in English, then the verdict, in both. */
export function report(lines) {
  const out = []
  for (const l of lines) {
    out.push(`${MARK[l.status]} ${l.fr}`, `  ${l.en}`)
    for (const d of l.details ?? []) out.push(`    - ${d}`)
  }
  const todo = lines.filter((l) => l.status === "todo").length
  const unknown = lines.filter((l) => l.status === "unknown").length
  out.push(
    "",
    frenchSpaces(
      todo
        ? `L’éditeur en ligne n’est pas encore prêt : ${todo} point${todo > 1 ? "s" : ""} à régler (✗). — The hosted editor is not ready yet: ${todo} thing${todo > 1 ? "s" : ""} to do (✗).`
        : unknown
          ? `Rien à régler ici, mais ${unknown} point${unknown > 1 ? "s" : ""} n’${unknown > 1 ? "ont" : "a"} pas pu être vérifié${unknown > 1 ? "s" : ""} (?). — Nothing to do here, but ${unknown} thing${unknown > 1 ? "s" : ""} could not be checked (?).`
          : "L’éditeur en ligne est prêt : vous pouvez publier seul. — The hosted editor is ready: you can publish alone.",
    ),
  )
  return out.join("\n")
}

/** The exit code: 0 ready, 1 something to do, 2 nothing to do found but not everything could be checked. */
export const exitCode = (lines) => (lines.some((l) => l.status === "todo") ? 1 : lines.some((l) => l.status === "unknown") ? 2 : 0)
