#!/usr/bin/env node
/** Fails on the first internal href/src in public/ that does not resolve to a built file. */
import path from "node:path"
import { fileURLToPath } from "node:url"
import { findFirstBrokenLink } from "./lib/check-links.mjs"

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "public")
const result = findFirstBrokenLink(publicDir)
if (result.ref) {
  console.error(`Broken link in public/${result.page}: ${result.ref} resolves to no built file`)
  process.exit(1)
}
console.log(`Link check: ${result.checked} internal links in ${result.pages} pages, all resolve.`)
