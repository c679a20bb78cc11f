import fs from "fs"
import { createRequire } from "module"
import path from "path"
import type { Compiler, ResolveData, WebpackPluginInstance } from "webpack"

/**
 * A module of Gatsby's runtime swapped for one of ours in the bundles (webpack's NormalModuleReplacementPlugin), that
 * fails the build when the swap stops happening: when the file of Gatsby's it stands in for is gone, or when no
 * module of the compilation matched (Gatsby renamed the file or changed how it is imported). Without the guard, a
 * Gatsby upgrade would silently put the original back and lose what the swap was for.
 */
export interface GuardedReplacementOptions {
  /** what the swap is, for the error: "Gatsby's react-dom-utils" */
  name: string
  /** the module of ours that docs and errors point to */
  ours: string
  /** Gatsby's file the swap stands in for: the build stops when it no longer exists */
  gatsbyFile: string
  /** the requests or resolved files to swap (tested on the request before resolving, on the file after) */
  test: RegExp
  /**
   * Swaps one module: given the request before it is resolved (`resolveData.request`) or the file after
   * (`resolveData.createData.resource`), changes it and says whether it did.
   */
  replace: (resolveData: ResolveData) => boolean
  /** where the fix is to be made, for the error */
  fixIn: string
}

export class GuardedReplacement implements WebpackPluginInstance {
  constructor(private readonly options: GuardedReplacementOptions) {}

  apply(compiler: Compiler): void {
    const { name, gatsbyFile, test, replace, ours, fixIn } = this.options
    const fail = (why: string) =>
      `${name} is no longer swapped for ${ours}: ${why}. Gatsby has changed; update ${fixIn} (docs/upgrading.md says how to check what the swap was for).`
    if (!fs.existsSync(gatsbyFile)) throw new Error(fail(`${gatsbyFile} does not exist`))
    let replaced = 0
    new compiler.webpack.NormalModuleReplacementPlugin(test, (resolveData: ResolveData) => {
      if (replace(resolveData)) replaced++
    }).apply(compiler)
    compiler.hooks.thisCompilation.tap("GuardedReplacement", (compilation) => {
      compilation.hooks.finishModules.tap("GuardedReplacement", () => {
        if (!replaced) compilation.errors.push(new compiler.webpack.WebpackError(fail("no module of the bundles matched")))
      })
    })
  }
}

/**
 * Swaps a resolved file (or a request naming it) for `file`: for a module Gatsby requires by its path, such as a plugin's
 * gatsby-browser.
 */
export const swapFileFor =
  (file: string, test: RegExp) =>
  (resolveData: ResolveData): boolean => {
    const created = resolveData.createData as { resource?: string } | undefined
    if (created?.resource && test.test(created.resource)) {
      created.resource = file
      return true
    }
    if (resolveData.request && test.test(resolveData.request)) {
      resolveData.request = file
      return true
    }
    return false
  }

/**
 * A dependency's file as Node resolves it from the site's root (gatsby-node is bundled by Gatsby, whose `require` has
 * no Node resolution of its own).
 */
export const resolveFromSite = (request: string): string => createRequire(path.join(process.cwd(), "package.json")).resolve(request)
