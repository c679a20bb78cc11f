import React from "react"
import { AboutSections } from "../../components/about/AboutSections"
import { aboutSchema } from "../../content-model/about"
import { Page, pictureOf, shownDoc, type PreviewProps } from "./shared"
import { ENGLISH_FILES } from "./single-files"

/**
 * /about in its order, drawn by the page's own sections (src/components/about/AboutSections.tsx): head, welcome,
 * pillars, eco, team, reasons, services, FAQ. The services section's cards are the services collection's: its head
 * shows here.
 */
export const AboutPreview: React.FC<PreviewProps> = ({ entry, getAsset }) => {
  const { lang, doc: about } = shownDoc(entry, aboutSchema, ENGLISH_FILES.about)
  const shown = {
    ...about,
    welcome: { ...about.welcome, image: pictureOf(getAsset, about.welcome.image, 640, 533) },
    eco: { ...about.eco, image: pictureOf(getAsset, about.eco.image, 640, 533) },
    team: { ...about.team, members: about.team.members.map((m) => ({ ...m, image: pictureOf(getAsset, m.image, 400, 500) })) },
  }
  return (
    <Page lang={lang}>
      <AboutSections about={shown} services={[]} />
    </Page>
  )
}
