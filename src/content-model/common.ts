import { t } from "../lib/content-schema"

export const picture = (typeName = "Picture") => t.object({ image: t.image(), alt: t.text() }, { typeName })
export const buttonLink = t.object({ label: t.text(), path: t.path() }, { typeName: "ButtonLink" })
export const seo = t.object({ title: t.text({ optional: true }), description: t.text() }, { typeName: "SeoFields" })
export const labelValue = t.object({ label: t.text(), value: t.text() }, { typeName: "LabelValue" })
