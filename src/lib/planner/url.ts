/**
 * The project in the URL's query string, so that a link shares it (never the contact details) and opens it again
 * in either language. The format, readable and stable (same project, same text):
 *
 *   m=expandable-20ft*30!office~solar-kit~furniture-pack&m=apple-cabins@13*4&m=capsule-houses*2:28
 *   &m=industrial-building*1:24x60&port=toamasina&month=2027-03&foundations=ready&use=tourism&financing=1
 *   &site=Fenerive-Est&distance=50-150
 *
 * - `m`, one per ordered line (quantity above 0), in the planner's row order: the row id (a product key, or
 *   `<key>@<size>` for a size of the apple cabin), `*` and the quantity, then for the sizings that have a choice
 *   `:` and the floor area in m² ("floorArea") or `<span>x<length>` in metres ("spanLength"), then the line's own
 *   intended use as `!<use>` when it has one, then each chosen option as `~<option id>`, in the product's order.
 *   Numbers are written with a dot (28, 19.8).
 * - `port`: a port id, or `other` with `other=<the port's name as typed>` (spaces as `+`, other characters
 *   percent-encoded); `month`: YYYY-MM; `foundations`, `use`: the answers' ids; `financing=1` when asked for;
 *   `site`: the site's town or area as typed (like `other`); `distance`: the distance answer's id. Empty answers
 *   are left out.
 * - Ids are lower-case letters, digits and hyphens, so `@ * : ! ~ x` never occur inside them; these characters
 *   are legal in a query (RFC 3986) and written as they are (URLSearchParams would write %40, %3A, %7E).
 *
 * Decoding keeps everything valid and reports what it left out (Dropped), for the one line the page shows:
 * unknown models (row ids or product keys), unknown options of a known model, quantities that are not whole
 * numbers 0 to 999 (the line is left out), areas, spans or lengths outside the model's range (the model's default
 * is kept), unknown ports, months that are malformed or before the first month the planner offers (the month
 * after today's), unknown answers (a line's unknown use too: the line keeps the project's). A model given twice: the
 * quantities are added (at most 999, the excess reported), the options joined, the first valid size and use kept. A
 * bare product key of a sized model (`apple-cabins`) names its first size, a missing quantity (`m=capsule-houses`)
 * is 1, an `other` or `site` text is trimmed and cut at 80 characters. Other parameters (`add`, which the page
 * handles, tracking tags…) are ignored.
 */
import { firstMonthAfter, MONTH_PATTERN } from "./format"
import { choiceOf, emptyProject, orderedLines, withLine } from "./project"
import { defaultChoice, inRange, MAX_QUANTITY, unitArea } from "./rows"
import {
  DISTANCE_ANSWERS,
  FOUNDATION_ANSWERS,
  USE_ANSWERS,
  type DistanceAnswer,
  type FoundationAnswer,
  type LineChoice,
  type PlannerPort,
  type PlannerRow,
  type Project,
  type RowId,
  type UseAnswer,
} from "./types"
import type { DroppedKind } from "../../i18n/planner/text-words"

/** Something a shared link carried that the planner left out. */
export interface Dropped {
  kind: DroppedKind
  /** the value as the link gave it */
  value: string
  /** the row it belongs to (option, quantity, size) */
  row?: RowId
}

/** The port id that says the visitor typed the port's name (`otherPort`). */
export const OTHER_PORT = "other"
/** The longest port name the planner keeps. */
export const OTHER_PORT_MAX = 80
/** The longest site location (a town or an area) the planner keeps. */
export const SITE_LOCATION_MAX = 80

/** A value written into the query: percent-encoded, except the characters the format uses; spaces as "+". */
const encodeValue = (value: string): string => encodeURIComponent(value).replace(/%20/g, "+").replace(/%40/g, "@").replace(/%3A/gi, ":")

const sizingOf = (row: PlannerRow, choice: LineChoice): string => {
  const planner = row.product.planner
  if (planner.sizing === "floorArea") return `:${unitArea(row, choice)}`
  if (planner.sizing === "spanLength") {
    const start = defaultChoice(row)
    return `:${choice.span ?? start.span}x${choice.length ?? start.length}`
  }
  return ""
}

/** The project as a query string, without "?" (see the module's comment). */
export function encodeProject(project: Project, rows: readonly PlannerRow[]): string {
  const params: Array<[string, string]> = orderedLines(project, rows).map(({ row, choice }) => {
    const options = row.product.options.filter((o) => choice.options.includes(o.id)).map((o) => `~${o.id}`)
    const use = choice.use ? `!${choice.use}` : ""
    return ["m", `${row.id}*${choice.quantity}${sizingOf(row, choice)}${use}${options.join("")}`]
  })
  if (project.port) params.push(["port", project.port])
  if (project.port === OTHER_PORT && project.otherPort.trim()) params.push(["other", project.otherPort.trim()])
  if (project.month) params.push(["month", project.month])
  if (project.foundations) params.push(["foundations", project.foundations])
  if (project.use) params.push(["use", project.use])
  if (project.financing) params.push(["financing", "1"])
  if (project.siteLocation.trim()) params.push(["site", project.siteLocation.trim()])
  if (project.distance) params.push(["distance", project.distance])
  return params.map(([key, value]) => `${key}=${encodeValue(value)}`).join("&")
}

const NUMBER = /^\d+(\.\d+)?$/

/** The sizing part of an `m` value, checked against the row's ranges; undefined when it is not valid. */
function parseSizing(row: PlannerRow, text: string): Partial<LineChoice> | undefined {
  const planner = row.product.planner
  if (planner.sizing === "floorArea")
    return NUMBER.test(text) && inRange(Number(text), planner.floorArea) ? { area: Number(text) } : undefined
  if (planner.sizing === "spanLength") {
    const [span, length, ...rest] = text.split("x")
    const valid =
      rest.length === 0 &&
      NUMBER.test(span) &&
      NUMBER.test(length ?? "") &&
      inRange(Number(span), planner.span) &&
      inRange(Number(length), planner.length)
    return valid ? { span: Number(span), length: Number(length) } : undefined
  }
  return undefined
}

/** The row an `m` value's id names: a row id, or a product key (a sized product's first size). */
const rowOf = (rows: readonly PlannerRow[], id: string): PlannerRow | undefined =>
  rows.find((row) => row.id === id) ?? rows.find((row) => row.product.key === id)

/** Reads a query string (with or without "?") into a project, keeping what is valid; see the module's comment. */
export function decodeProject(
  search: string,
  rows: readonly PlannerRow[],
  ports: readonly PlannerPort[],
  today: string = new Date().toISOString().slice(0, 10),
): { project: Project; dropped: Dropped[] } {
  const params = new URLSearchParams(search.replace(/^\?/, ""))
  const dropped: Dropped[] = []
  let project = emptyProject()
  const sized = new Set<RowId>()

  for (const value of params.getAll("m")) {
    if (!value) continue
    const [headAndUse, ...optionIds] = value.split("~")
    const [head, useText] = splitOnce(headAndUse, "!")
    const [idAndQuantity, sizing] = splitOnce(head, ":")
    const [id, quantityText] = splitOnce(idAndQuantity, "*")
    const row = rowOf(rows, id)
    if (!row) {
      dropped.push({ kind: "model", value: id })
      continue
    }
    const quantity = quantityText === undefined ? 1 : /^\d+$/.test(quantityText) ? Number(quantityText) : NaN
    if (!(quantity <= MAX_QUANTITY)) {
      dropped.push({ kind: "quantity", value: quantityText ?? "", row: row.id })
      continue
    }
    const previous = project.lines[row.id]
    const choice: LineChoice = { ...choiceOf(project, row), quantity: (previous?.quantity ?? 0) + quantity }
    if (choice.quantity > MAX_QUANTITY) {
      dropped.push({ kind: "quantity", value: String(choice.quantity), row: row.id })
      choice.quantity = MAX_QUANTITY
    }
    if (sizing !== undefined) {
      const size = parseSizing(row, sizing)
      if (!size) dropped.push({ kind: "size", value: sizing, row: row.id })
      else if (!sized.has(row.id)) {
        Object.assign(choice, size)
        sized.add(row.id)
      }
    }
    if (useText !== undefined) {
      if (!isUse(useText)) dropped.push({ kind: "answer", value: useText, row: row.id })
      else choice.use ??= useText
    }
    const chosen = new Set(choice.options)
    for (const optionId of optionIds) {
      if (row.product.options.some((o) => o.id === optionId)) chosen.add(optionId)
      else dropped.push({ kind: "option", value: optionId, row: row.id })
    }
    choice.options = row.product.options.filter((o) => chosen.has(o.id)).map((o) => o.id)
    project = withLine(project, row.id, choice)
  }

  const port = params.get("port") ?? ""
  if (port === OTHER_PORT) {
    project.port = OTHER_PORT
    project.otherPort = (params.get("other") ?? "").trim().slice(0, OTHER_PORT_MAX).trim()
  } else if (port && ports.some((p) => p.id === port)) project.port = port
  else if (port) dropped.push({ kind: "port", value: port })

  const month = params.get("month") ?? ""
  if (MONTH_PATTERN.test(month) && month >= firstMonthAfter(today)) project.month = month
  else if (month) dropped.push({ kind: "month", value: month })

  const foundations = params.get("foundations") ?? ""
  if ((FOUNDATION_ANSWERS as readonly string[]).includes(foundations)) project.foundations = foundations as FoundationAnswer
  else if (foundations) dropped.push({ kind: "answer", value: foundations })

  const use = params.get("use") ?? ""
  if (isUse(use)) project.use = use
  else if (use) dropped.push({ kind: "answer", value: use })

  const financing = params.get("financing") ?? ""
  if (financing === "1") project.financing = true
  else if (financing && financing !== "0") dropped.push({ kind: "answer", value: financing })

  project.siteLocation = (params.get("site") ?? "").trim().slice(0, SITE_LOCATION_MAX).trim()
  const distance = params.get("distance") ?? ""
  if ((DISTANCE_ANSWERS as readonly string[]).includes(distance)) project.distance = distance as DistanceAnswer
  else if (distance) dropped.push({ kind: "answer", value: distance })

  return { project, dropped }
}

const isUse = (text: string): text is UseAnswer => (USE_ANSWERS as readonly string[]).includes(text)

/** "a*b*c", "*" -> ["a", "b*c"]; without the separator: [text, undefined]. */
function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator)
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)]
}
