/**
 * The class names of CSS modules in the production build: six letters of the hash of the file's path and the
 * class's name (css-loader's own hash, the same in the browser bundles and the server render), instead of Gatsby's
 * `[name]--[local]--[hash:hex:5]` (`ProductPage-module--page--7fe7c`). Letters only, so a name is always a valid
 * CSS identifier; 52^6 names, so two of the site's few hundred classes sharing one is not a practical risk. Every
 * page names its classes in its HTML and its inline CSS, and the bundles name them too, so shorter names are fewer
 * bytes before the first paint (docs/performance.md). Development keeps the readable names.
 */
export const SHORT_CLASS_NAME = "[hash:base52:6]"

interface LoaderUse {
  loader?: string
  options?: { modules?: unknown }
}
interface Rule {
  use?: unknown
  oneOf?: unknown
  rules?: unknown
}

/**
 * Sets `localIdentName` on every css-loader of the webpack config that compiles CSS modules; returns how many it
 * changed (0 means Gatsby's config no longer has them where it had: the caller stops the build).
 */
export function shortenCssModuleNames(config: { module?: { rules?: unknown } }, localIdentName = SHORT_CLASS_NAME): number {
  let changed = 0
  const visit = (rules: unknown): void => {
    if (!Array.isArray(rules)) return
    for (const rule of rules as Rule[]) {
      if (!rule || typeof rule !== "object") continue
      const uses = Array.isArray(rule.use) ? (rule.use as unknown[]) : []
      for (const use of uses as LoaderUse[]) {
        const modules = use && typeof use === "object" ? use.options?.modules : undefined
        if (use?.loader && /[\\/]css-loader[\\/]/.test(use.loader) && modules && typeof modules === "object") {
          ;(modules as { localIdentName?: string }).localIdentName = localIdentName
          changed++
        }
      }
      visit(rule.oneOf)
      visit(rule.rules)
    }
  }
  visit(config.module?.rules)
  return changed
}
