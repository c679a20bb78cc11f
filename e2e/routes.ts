import path from "node:path"
import { allRoutesFromData } from "../scripts/lib/routes.mjs"

/** Every public route of the site (served with a trailing slash), read from data/. */
export const allRoutes = (): string[] => allRoutesFromData(path.join(__dirname, "..", "data"))
