import { createRequire } from "node:module"
import path from "node:path"

type CoreCount = (ignoreEnvVar?: boolean) => number

/**
 * The machine's physical cores, counted as Gatsby counts them (gatsby-core-utils, resolved from Gatsby itself, from
 * the site's folder: Gatsby bundles gatsby-config with Parcel, whose `require.resolve` is not Node's).
 */
export function gatsbyPhysicalCores(siteRoot: string = process.cwd()): number {
  const fromSite = createRequire(path.join(siteRoot, "package.json"))
  const fromGatsby = createRequire(fromSite.resolve("gatsby/package.json"))
  const { cpuCoreCount } = fromGatsby("gatsby-core-utils") as { cpuCoreCount: CoreCount }
  return cpuCoreCount(true)
}

/**
 * Gives Gatsby's build pools every core: GATSBY_CPU_COUNT (Gatsby's documented setting) becomes the physical core
 * count plus one, unless it is already set.
 *
 * Gatsby sizes each of its pools as `cpuCoreCount() - 1`, keeping a core for its main process: the query and HTML
 * workers, the minifiers, and gatsby-plugin-sharp's image queue, whose encoders run one thread each
 * (`sharp.concurrency(1)`). The main process only waits while the images are made, so on a 2-core machine (CI's)
 * one core idled through the longest step of a cold build. Measurements: docs/performance.md, "Every core for the
 * images of a cold build".
 */
export function giveBuildPoolsEveryCore(
  env: NodeJS.ProcessEnv = process.env,
  physicalCores: () => number = gatsbyPhysicalCores,
  log: Pick<Console, "warn"> = console,
): void {
  if (env.GATSBY_CPU_COUNT !== undefined && env.GATSBY_CPU_COUNT !== "") return
  // Gatsby 5 does not stop at an error thrown while gatsby-config loads: it goes on with an empty config and fails
  // later with unrelated GraphQL errors. Counting cores is an optimisation, so a failure only leaves Gatsby's default.
  try {
    env.GATSBY_CPU_COUNT = String(physicalCores() + 1)
  } catch (err) {
    log.warn(`build-parallelism: the cores could not be counted (${(err as Error).message}); Gatsby sizes its pools itself`)
  }
}
