/**
 * The local inbox's file: one JSON object a line (enquiries.jsonl). Appends are serialised and flushed
 * (fsync) before they resolve; those that arrive together share one write and one fsync. A crash, a kill or a full disk can leave a partial last line; it is closed
 * (a newline is added) at start and before each append, so the next record always stands on its own line,
 * and readers count the lines they cannot read instead of hiding them.
 *
 * The file is bounded: an append that would take it past `maxBytes` is refused (InboxFullError) and nothing of it
 * is written. Readers never hold the whole file: a page of records is read from the end of the file backwards, in
 * chunks, keeping only the records of that page (or what `shape` keeps of each), and at most `pageBytes` of them; the
 * totals (records and unreadable lines) are counted in the same pass once, then kept for as long as the file is only
 * changed by this store's appends.
 *
 * Besides records, the file holds retry lines (./inbox-retries.mjs): a payload received again, counted on its record.
 * They are no records: readers fold them into the record they count (`retries`, `last_retry_at`).
 */
import fs from "node:fs"
import fsp from "node:fs/promises"
import path from "node:path"
import { isRetryLine, payloadKey, timeOf } from "./inbox-retries.mjs"

const NEWLINE = 0x0a

/** What the inbox keeps at most, unless INBOX_MAX_BYTES says otherwise: 50 MB. */
export const DEFAULT_MAX_BYTES = 50 * 1024 * 1024
/** The file is read backwards in chunks of this size. */
const CHUNK = 256 * 1024
/**
 * A line longer than this is counted as unreadable without being kept (a record is at most a 2 MB body, a few times
 * that once escaped in JSON): so no line, however long, makes a reader hold more than this.
 */
export const MAX_LINE = 32 * 1024 * 1024

/** An append refused because the file would grow past its limit. */
export class InboxFullError extends Error {
  constructor(maxBytes) {
    super(`the inbox file has reached its limit of ${maxBytes} bytes`)
    this.maxBytes = maxBytes
  }
}

/** One line of the file as a record (a JSON object), or null when it is not one. */
export function parseLine(line) {
  if (line.trim() === "") return null
  try {
    const value = JSON.parse(line)
    return value && typeof value === "object" && !Array.isArray(value) ? value : null
  } catch {
    return null
  }
}

/** Parses the file's text: the records (JSON objects) and how many non-empty lines are not one. */
export function parseLines(raw) {
  const records = []
  let skipped = 0
  for (const line of raw.split("\n")) {
    if (line.trim() === "") continue
    const value = parseLine(line)
    if (value) records.push(value)
    else skipped++
  }
  return { records, skipped }
}

/**
 * The lines of an open file from its last to its first, as text (null for a line longer than MAX_LINE), reading
 * `size` bytes backwards in chunks. Lines are split on the byte 0x0a, which never occurs inside a UTF-8 character.
 * @param {import("node:fs/promises").FileHandle} handle
 * @returns {AsyncGenerator<string | null>}
 */
export async function* linesBackward(handle, size, chunkSize = CHUNK) {
  let pos = size
  /** the parts of the line being read, the last part first */
  let parts = []
  let partBytes = 0
  let tooLong = false
  const add = (part) => {
    if (tooLong || part.length === 0) return
    partBytes += part.length
    if (partBytes > MAX_LINE) {
      tooLong = true
      parts = []
    } else parts.push(part)
  }
  const take = () => {
    const line = tooLong ? null : Buffer.concat(parts.reverse()).toString("utf8")
    parts = []
    partBytes = 0
    tooLong = false
    return line
  }
  while (pos > 0) {
    const length = Math.min(chunkSize, pos)
    pos -= length
    const chunk = Buffer.allocUnsafe(length)
    let read = 0
    while (read < length) {
      const { bytesRead } = await handle.read(chunk, read, length - read, pos + read)
      if (bytesRead === 0) throw new Error("the inbox file became shorter while it was read")
      read += bytesRead
    }
    let end = length
    while (end > 0) {
      const nl = chunk.lastIndexOf(NEWLINE, end - 1)
      if (nl < 0) {
        add(chunk.subarray(0, end))
        break
      }
      add(chunk.subarray(nl + 1, end))
      yield take()
      end = nl
    }
  }
  yield take()
}

/**
 * @param {string} dir the inbox folder
 * @param {{ maxBytes?: number }} [options] maxBytes: the size the file may reach at most
 */
export function createInboxStore(dir, { maxBytes = DEFAULT_MAX_BYTES } = {}) {
  const file = path.join(dir, "enquiries.jsonl")
  /** appends, reads and the reset run one after another, so no reader sees half a line being written */
  let queue = Promise.resolve()
  const inTurn = (task) => {
    const run = queue.then(task)
    queue = run.catch(() => undefined)
    return run
  }

  /**
   * The totals of the file as it was when `stamp` was taken: how many records, how many unreadable lines. Counted by a
   * reader that went through the whole file, moved on by this store's appends; any other change (an editor, a test
   * writing the file) changes the stamp, and the next reader counts again.
   * @type {{ stamp: string, records: number, skipped: number } | null}
   */
  let totals = null
  const stampOf = (stat) => `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`

  /** Adds a newline when the file ends in the middle of a line; true when it did. (At start, synchronously.) */
  function closePartialLineSync() {
    let fd
    try {
      fd = fs.openSync(file, "a+")
    } catch (err) {
      if (err.code === "ENOENT") return false
      throw err
    }
    try {
      const { size } = fs.fstatSync(fd)
      if (size === 0) return false
      const last = Buffer.alloc(1)
      fs.readSync(fd, last, 0, 1, size - 1)
      if (last[0] === NEWLINE) return false
      fs.writeSync(fd, "\n")
      fs.fsyncSync(fd)
      return true
    } finally {
      fs.closeSync(fd)
    }
  }

  /**
   * Writes at the end of the file, after closing a partial last line, the lines that fit under maxBytes (in order;
   * one that does not fit is left out, a later smaller one may still fit), and flushes them to disk.
   * @param {{ line: Buffer, isRecord: boolean }[]} lines
   * @returns {Promise<boolean[]>} for each line, whether it was written
   */
  const writeLines = async (lines) => {
    await fsp.mkdir(dir, { recursive: true })
    const handle = await fsp.open(file, "a+")
    try {
      const before = await handle.stat()
      const parts = []
      let size = before.size
      if (size > 0) {
        const last = Buffer.alloc(1)
        await handle.read(last, 0, 1, size - 1)
        if (last[0] !== NEWLINE) {
          parts.push(Buffer.from("\n"))
          size++
        }
      }
      const written = lines.map(({ line }) => {
        if (size + line.length > maxBytes) return false
        parts.push(line)
        size += line.length
        return true
      })
      if (!written.some(Boolean)) return written
      const count = lines.filter((l, i) => written[i] && l.isRecord).length
      // the totals move on only from totals that were right for the file as it was (an empty file has none)
      const base = before.size === 0 ? { records: 0, skipped: 0 } : totals?.stamp === stampOf(before) ? totals : null
      await handle.appendFile(Buffer.concat(parts))
      await handle.sync()
      totals = base && { stamp: stampOf(await handle.stat()), records: base.records + count, skipped: base.skipped }
      return written
    } finally {
      await handle.close()
    }
  }

  /**
   * Group commit: the records that arrive while a write is being flushed go out together in the next write,
   * with one fsync, so concurrent sends do not wait for one fsync each. Each append resolves once its own
   * record is on disk, or rejects with InboxFullError when it would take the file past maxBytes.
   */
  let waiting = []
  let writing = false
  const writeWaiting = async () => {
    writing = true
    while (waiting.length) {
      const batch = waiting
      waiting = []
      try {
        const written = await inTurn(() => writeLines(batch))
        batch.forEach((w, i) => (written[i] ? w.resolve() : w.reject(new InboxFullError(maxBytes))))
      } catch (err) {
        for (const w of batch) w.reject(err)
      }
    }
    writing = false
  }
  const enqueue = (value, isRecord) =>
    new Promise((resolve, reject) => {
      waiting.push({ line: Buffer.from(`${JSON.stringify(value)}\n`, "utf8"), isRecord, resolve, reject })
      if (!writing) writeWaiting()
    })
  /** Appends a record; resolves once it is on disk. */
  const append = (record) => enqueue(record, true)
  /** Appends a retry line: the payload of this key was received again at `receivedAt` (an ISO date). */
  const appendRetry = (key, receivedAt) => enqueue({ retry_of: key, received_at: receivedAt }, false)

  /**
   * One page of records, newest first: the records numbered offset to offset + limit - 1 counting from the newest
   * (0), each as `shape` makes it, retries folded in, and the totals of the whole file. A page stops early once its
   * lines would pass pageBytes (it holds one record at least): `cut` then says so. Memory: the page's records (as shaped),
   * one chunk and one line (at most MAX_LINE), whatever the size of the file.
   * @param {{ offset?: number, limit: number, pageBytes?: number, shape?: (record: object) => object }} options
   * @returns {Promise<{ records: object[], total: number, skipped: number, cut: boolean }>}
   */
  const readPage = ({ offset = 0, limit, pageBytes = Infinity, shape = (r) => r }) =>
    inTurn(async () => {
      let handle
      try {
        handle = await fsp.open(file, "r")
      } catch (err) {
        if (err.code === "ENOENT") return { records: [], total: 0, skipped: 0, cut: false }
        throw err
      }
      try {
        const stat = await handle.stat()
        const stamp = stampOf(stat)
        const known = totals?.stamp === stamp ? totals : null
        if (known && offset >= known.records) return { records: [], total: known.records, skipped: known.skipped, cut: false }
        const records = []
        let bytes = 0
        let cut = false
        /** retries met on the way (newer than their records), by payload key, until their record is reached */
        const retries = new Map()
        let seen = 0
        let skipped = 0
        for await (const line of linesBackward(handle, stat.size)) {
          if (line === null) {
            skipped++
            continue
          }
          if (line.trim() === "") continue
          const value = parseLine(line)
          if (!value) {
            skipped++
            continue
          }
          const wanted = seen < offset + limit && !cut
          if (isRetryLine(value)) {
            if (wanted) {
              const r = retries.get(value.retry_of) ?? { count: 0, last: value.received_at }
              r.count++
              retries.set(value.retry_of, r)
            }
            continue
          }
          let record = value
          if (retries.size > 0) {
            const key = payloadKey(value)
            const r = retries.get(key)
            if (r) {
              retries.delete(key)
              record = { ...value, retries: r.count, last_retry_at: r.last }
            }
          }
          if (seen >= offset && wanted) {
            if (records.length > 0 && bytes + line.length > pageBytes) cut = true
            else {
              records.push(shape(record))
              bytes += line.length
            }
          }
          seen++
          // with the totals known, the rest of the file need not be read
          if (known && (cut || seen >= Math.min(known.records, offset + limit))) break
        }
        if (known) return { records, total: known.records, skipped: known.skipped, cut }
        totals = { stamp, records: seen, skipped }
        return { records, total: seen, skipped, cut }
      } finally {
        await handle.close()
      }
    })

  /**
   * The payloads received since `since` (milliseconds), records and retries, with the time of their last receipt:
   * the file is read from its end back to the first line older than that.
   * @returns {Promise<Map<string, number>>} key -> time, oldest first
   */
  const recentKeys = (since) =>
    inTurn(async () => {
      const found = new Map()
      let handle
      try {
        handle = await fsp.open(file, "r")
      } catch (err) {
        if (err.code === "ENOENT") return found
        throw err
      }
      try {
        const { size } = await handle.stat()
        for await (const line of linesBackward(handle, size)) {
          const value = line === null ? null : parseLine(line)
          if (!value) continue
          const at = timeOf(value)
          if (!(at >= since)) {
            if (Number.isFinite(at)) break
            continue
          }
          const key = isRetryLine(value) ? value.retry_of : payloadKey(value)
          if (!found.has(key)) found.set(key, at)
        }
      } finally {
        await handle.close()
      }
      return new Map([...found].reverse())
    })

  const clear = () =>
    inTurn(async () => {
      await fsp.rm(file, { force: true })
      totals = null
    })

  return { file, maxBytes, append, appendRetry, readPage, recentKeys, clear, closePartialLineSync }
}
