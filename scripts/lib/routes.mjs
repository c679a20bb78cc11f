import fs from "node:fs"
import path from "node:path"

const readDir = (dataDir, dir) =>
  fs.existsSync(path.join(dataDir, dir))
    ? fs
        .readdirSync(path.join(dataDir, dir))
        .filter((f) => f.endsWith(".json"))
        .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
        .map((f) => JSON.parse(fs.readFileSync(path.join(dataDir, dir, f), "utf8")))
    : []

/** Every public route of the site, read from the same content the build uses, with the trailing slash it is served at. */
export function allRoutesFromData(dataDir) {
  const routes = ["/", "/about/", "/products/", "/blogs/", "/contact/"]
  for (const p of readDir(dataDir, "products")) routes.push(`${p.path}/`)
  for (const p of readDir(dataDir, "featured")) routes.push(`${p.path}/`)
  for (const p of readDir(dataDir, "legal")) routes.push(`${p.path}/`)
  for (const p of readDir(dataDir, "blog")) routes.push(`/blog-details/${p.id}/`)
  for (const p of readDir(dataDir, "services")) routes.push(`/service-details/${p.id}/`)
  return routes
}
