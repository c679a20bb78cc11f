/**
 * Reading and checking what the forms send to the local inbox: JSON on `send` (as the e-mail service takes it),
 * form data on `send-form`, 2 MB at most either way, template parameters that are text or numbers only.
 */

export const MAX_BODY = 2 * 1024 * 1024
const META_FIELDS = ["lib_version", "service_id", "template_id", "user_id"]

export class BodyError extends Error {
  constructor(status, message) {
    super(message)
    this.status = status
  }
}

const TOO_LARGE = () => new BodyError(413, `Payload Too Large: the request body may be at most ${MAX_BODY / 1024 / 1024} MB.`)

/**
 * The request body, refused (413) as soon as it is known to exceed `limit`: at once from Content-Length,
 * else while it streams in, without keeping more than `limit` bytes.
 */
export async function readBody(req, limit = MAX_BODY) {
  const declared = Number(req.headers["content-length"])
  if (Number.isFinite(declared) && declared > limit) throw TOO_LARGE()
  const chunks = []
  let size = 0
  for await (const chunk of req) {
    size += chunk.length
    if (size > limit) throw TOO_LARGE()
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/** The reason a send body is refused (status 400), or null. Mirrors the checks of the real service and its client. */
export function invalidSendReason(body) {
  if (!body || typeof body !== "object" || Array.isArray(body)) return "The request body must be a JSON object."
  for (const [field, label] of [
    ["user_id", "The public key (user_id) is required."],
    ["service_id", "The service ID (service_id) is required."],
    ["template_id", "The template ID (template_id) is required."],
  ]) {
    if (typeof body[field] !== "string" || body[field].trim() === "") return label
  }
  if (body.lib_version !== undefined && body.lib_version !== null && typeof body.lib_version !== "string")
    return "The library version (lib_version) has to be text."
  const p = body.template_params
  if (p !== undefined && (p === null || typeof p !== "object" || Array.isArray(p)))
    return "The template params (template_params) have to be an object."
  for (const [key, value] of Object.entries(p ?? {})) {
    if (typeof value === "string" || (typeof value === "number" && Number.isFinite(value))) continue
    return `The template param "${key.slice(0, 60)}" has to be a string or a number.`
  }
  return null
}

/**
 * Reads a send: JSON for `send`, multipart or URL-encoded form data for `send-form` (files and a field sent twice
 * refused). JSON.parse keeps a `__proto__` key as an own property, so a JSON send keeps it too.
 * @returns {Promise<{ body: object } | { error: string }>} error: a one-line reason for a 400
 * @throws {BodyError} 413 when the body is too large
 */
export async function readSend(req, endpoint) {
  const type = String(req.headers["content-type"] || "")
  if (endpoint === "send") {
    const raw = (await readBody(req)).toString("utf8")
    try {
      return { body: JSON.parse(raw) }
    } catch {
      return { error: "The request body is not valid JSON." }
    }
  }
  if (!/^\s*(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) return { error: "Expected multipart form data." }
  const raw = await readBody(req)
  let form
  try {
    form = await new Request("http://inbox.invalid/", { method: "POST", headers: { "content-type": type }, body: raw }).formData()
  } catch {
    return { error: "The form data could not be read." }
  }
  // Every field is kept as sent: the params have no prototype, so a field named __proto__ is a field like any other
  // (on a plain object, assigning it sets the prototype and the field is lost), and JSON.stringify writes it out.
  // A name sent twice is refused rather than one of its values dropped.
  const params = Object.create(null)
  const meta = {}
  const seen = new Set()
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") return { error: `Files are not accepted: the field "${key.slice(0, 60)}" is a file.` }
    if (seen.has(key)) return { error: `The field "${key.slice(0, 60)}" is sent twice: each field may be sent once.` }
    seen.add(key)
    if (META_FIELDS.includes(key)) meta[key] = value
    else params[key] = value
  }
  return { body: { ...meta, template_params: params } }
}
