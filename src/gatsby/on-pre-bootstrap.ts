import path from "path"
import type { GatsbyNode } from "gatsby"
import { contentErrorReport, validateContentDir } from "./content/validate-content"

/** Stops the build, before any sourcing, when a content file is missing a field or has a wrong one. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = validateContentDir(path.join(process.cwd(), "data"))
  if (problems.length) reporter.panic(contentErrorReport(problems))
}
