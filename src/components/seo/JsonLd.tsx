import React from "react"
import { serializeJsonLd, type JsonLdObject } from "../../lib/seo/structured-data"

interface Props {
  data: JsonLdObject | readonly JsonLdObject[]
  /** a stable id lets Gatsby's Head replace rather than duplicate a block */
  id?: string
}

/**
 * One `<script type="application/ld+json">` block. The JSON is a text child (never injected as raw HTML);
 * serializeJsonLd escapes `<`, `>` and `&`, so the text cannot end the element and survives HTML escaping unchanged.
 */
export const JsonLd: React.FC<Props> = ({ data, id }) => (
  <script type="application/ld+json" id={id}>
    {serializeJsonLd(data)}
  </script>
)
