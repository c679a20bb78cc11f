import fs from "fs"
import path from "path"
import type { CreateNodeArgs, GatsbyNode, Node } from "gatsby"
import { onCreateNode as transformJson } from "gatsby-transformer-json/gatsby-node"
import { kindOf } from "../content-model"
import { splitLangFile, SOURCE_LANG } from "../lib/content/content-i18n"
import { listJsonFiles, loadContent, type LoadedContent } from "./content/content-files"

/** The gatsby-source-filesystem instance that reads data/ (gatsby-config.ts). */
export const DATA_SOURCE = "data"

type FileNode = Node & { relativePath?: string; sourceInstanceName?: string }

const dataDir = () => path.join(process.cwd(), "data")
const posix = (rel: string) => rel.split(path.sep).join("/")

let cache: { signature: string; content: LoadedContent } | undefined
/** data/ read and merged once per state of its files (a build reads it once; `gatsby develop` again after an edit). */
function content(): LoadedContent {
  const dir = dataDir()
  const signature = listJsonFiles(dir)
    .map((rel) => `${rel}:${fs.statSync(path.join(dir, rel)).mtimeMs}`)
    .join("|")
  if (cache?.signature !== signature) cache = { signature, content: loadContent(dir) }
  return cache.content
}

/** What a content node holds: the item in its language, with that language and the English file's path. */
function nodeContent(rel: string, reporter: CreateNodeArgs["reporter"]): string | undefined {
  const { items, problems } = content()
  const item = items.find((i) => i.file === rel)
  if (!item) {
    // the content check (onPreBootstrap) stops a build first; in `gatsby develop` an edit can get here
    reporter.warn(`data/${rel} was not turned into a content node:\n${problems.filter((p) => p.includes(rel)).join("\n")}`)
    return undefined
  }
  return JSON.stringify({ ...item.doc, lang: item.lang, contentKey: item.base })
}

async function transform(args: CreateNodeArgs, file: FileNode) {
  const rel = posix(file.relativePath ?? "")
  const kind = kindOf(splitLangFile(rel).base)
  if (!kind) return // reported by the content check
  const json = nodeContent(rel, args.reporter)
  if (json === undefined) return
  await transformJson({ ...args, node: file, loadNodeContent: async () => json }, { typeName: kind.typeName })
}

const isDataJson = (node: Node): node is FileNode =>
  node.internal.type === "File" && (node as FileNode).sourceInstanceName === DATA_SOURCE && node.internal.mediaType === "application/json"

/**
 * data/ JSON files become content nodes through gatsby-transformer-json, called here rather than listed in
 * gatsby-config so that one plugin owns every content type: an English file as written, a translation
 * (`blog/3.fr.json`, only its translated fields) merged with its English file into a whole node of the same type,
 * link targets mapped to the pages of its language (src/gatsby/content/content-files.ts). Every node carries `lang` and
 * `contentKey` (the item's key, `blog/3.json`, which its versions share). The merged node is a child of the French
 * file, in the same folder as the English one, so relative image paths resolve alike.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  if (!isDataJson(args.node)) return
  await transform(args, args.node)
  // `gatsby develop`: an edited English file changes its translations' merged nodes too
  if (process.env.gatsby_executing_command !== "develop") return
  const rel = posix(args.node.relativePath ?? "")
  if (splitLangFile(rel).lang !== SOURCE_LANG) return
  for (const file of args.getNodesByType("File") as FileNode[]) {
    const other = posix(file.relativePath ?? "")
    if (isDataJson(file) && other !== rel && splitLangFile(other).base === splitLangFile(rel).base) await transform(args, file)
  }
}
