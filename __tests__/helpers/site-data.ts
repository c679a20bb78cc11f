import site from "../../data/site.en.json"
import navigation from "../../data/navigation.en.json"
import type { SiteData } from "../../src/hooks/use-site-data"

/** The layout's data as useSiteData() returns it, built from the real content files. */
export const siteData: SiteData = {
  ...(site as unknown as Omit<SiteData, "siteUrl" | "logoUrl" | "ogImageUrl" | "navigation">),
  siteUrl: "https://kaz-horizon.example",
  logoUrl: "/static/logo.svg",
  ogImageUrl: "/static/og.jpg",
  navigation: navigation as unknown as SiteData["navigation"],
}
