import fs from "node:fs"
import path from "node:path"

const dataDir = path.join(__dirname, "..", "data")
const readDir = (dir: string) =>
  fs.existsSync(path.join(dataDir, dir))
    ? fs
        .readdirSync(path.join(dataDir, dir))
        .filter((f) => f.endsWith(".json"))
        .map((f) => JSON.parse(fs.readFileSync(path.join(dataDir, dir, f), "utf8")))
    : []

/** Every public route of the site, read from the same content the build uses (with the trailing slash it is served at). */
export function allRoutes(): string[] {
  const routes = ["/", "/about/", "/products/", "/blogs/", "/contact/"]
  for (const p of readDir("products")) routes.push(`${p.path}/`)
  for (const p of readDir("featured")) routes.push(`${p.path}/`)
  for (const p of readDir("legal")) routes.push(`${p.path}/`)
  for (const p of readDir("blog")) routes.push(`/blog-details/${p.id}/`)
  for (const p of readDir("services")) routes.push(`/service-details/${p.id}/`)
  return routes
}
