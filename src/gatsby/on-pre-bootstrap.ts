import path from "path"
import type { GatsbyNode } from "gatsby"
import { contentErrorReport, validateContentDir } from "./content/validate-content"

/**
 * The error the build stops with when data/ has problems. A bare message would be headed "ERROR UNKNOWN"; a
 * registered id gives the heading " ERROR #<plugin>_CONTENT  PLUGIN" (gatsby-cli's ink logger prints the level, then
 * `#` and the id, which Gatsby prefixes with the plugin's name, "default-site-plugin" for the site's own
 * gatsby-node, then the type). The type must be one of gatsby-cli's list (structured-errors/types.js), or gatsby-cli
 * exits with "Failed to validate error" instead of the report; none of them says content, so the id does, and the
 * type is PLUGIN, what Gatsby gives any error a plugin registers. USER: the fault is in the site's files.
 */
export const CONTENT_ERROR_ID = "CONTENT"
export const CONTENT_ERROR_MAP = {
  [CONTENT_ERROR_ID]: {
    text: (context: { sourceMessage: string }) => context.sourceMessage,
    level: "ERROR",
    type: "PLUGIN",
    category: "USER",
  },
} as const

/** Stops the build, before any sourcing, when a content file is missing a field or has a wrong one. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = validateContentDir(path.join(process.cwd(), "data"))
  if (!problems.length) return
  // Gatsby gives a plugin's reporter an error map; without one, the id falls back to the bare message's heading
  reporter.setErrorMap?.(CONTENT_ERROR_MAP)
  reporter.panic({ id: CONTENT_ERROR_ID, context: { sourceMessage: contentErrorReport(problems) } })
}
