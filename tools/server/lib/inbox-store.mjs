/**
 * The local inbox's file: one JSON object a line (enquiries.jsonl). Appends are serialised and flushed
 * (fsync) before they resolve; those that arrive together share one write and one fsync. A crash, a kill or a full disk can leave a partial last line; it is closed
 * (a newline is added) at start and before each append, so the next record always stands on its own line,
 * and readers count the lines they cannot read instead of hiding them.
 */
import fs from "node:fs"
import fsp from "node:fs/promises"
import path from "node:path"

const NEWLINE = 0x0a

/** Parses the file's text: the records (JSON objects) and how many non-empty lines are not one. */
export function parseLines(raw) {
  const records = []
  let skipped = 0
  for (const line of raw.split("\n")) {
    if (line.trim() === "") continue
    let value
    try {
      value = JSON.parse(line)
    } catch {
      skipped++
      continue
    }
    if (value && typeof value === "object" && !Array.isArray(value)) records.push(value)
    else skipped++
  }
  return { records, skipped }
}

export function createInboxStore(dir) {
  const file = path.join(dir, "enquiries.jsonl")
  /** appends, reads and the reset run one after another, so no reader sees half a line being written */
  let queue = Promise.resolve()
  const inTurn = (task) => {
    const run = queue.then(task)
    queue = run.catch(() => undefined)
    return run
  }

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

  /** Writes lines at the end of the file, after closing a partial last line, and flushes them to disk. */
  const writeLines = async (lines) => {
    await fsp.mkdir(dir, { recursive: true })
    const handle = await fsp.open(file, "a+")
    try {
      const { size } = await handle.stat()
      const parts = []
      if (size > 0) {
        const last = Buffer.alloc(1)
        await handle.read(last, 0, 1, size - 1)
        if (last[0] !== NEWLINE) parts.push(Buffer.from("\n"))
      }
      await handle.appendFile(Buffer.concat([...parts, ...lines]))
      await handle.sync()
    } finally {
      await handle.close()
    }
  }

  /**
   * Group commit: the records that arrive while a write is being flushed go out together in the next write,
   * with one fsync, so concurrent sends do not wait for one fsync each. Each append resolves once its own
   * record is on disk.
   */
  let waiting = []
  let writing = false
  const writeWaiting = async () => {
    writing = true
    while (waiting.length) {
      const batch = waiting
      waiting = []
      try {
        await inTurn(() => writeLines(batch.map((w) => w.line)))
        for (const w of batch) w.resolve()
      } catch (err) {
        for (const w of batch) w.reject(err)
      }
    }
    writing = false
  }
  const append = (record) =>
    new Promise((resolve, reject) => {
      waiting.push({ line: Buffer.from(`${JSON.stringify(record)}\n`, "utf8"), resolve, reject })
      if (!writing) writeWaiting()
    })

  /** @returns {Promise<{ records: object[], skipped: number }>} */
  const readAll = () =>
    inTurn(async () => {
      const raw = await fsp.readFile(file, "utf8").catch((err) => (err.code === "ENOENT" ? "" : Promise.reject(err)))
      return parseLines(raw)
    })

  const clear = () => inTurn(() => fsp.rm(file, { force: true }))

  return { file, append, readAll, clear, closePartialLineSync }
}
