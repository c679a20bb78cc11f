/**
 * The local inbox's file: one JSON object a line (enquiries.jsonl). Appends are serialised and flushed
 * (fsync) before they resolve. A crash, a kill or a full disk can leave a partial last line; it is closed
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

  const append = (record) =>
    inTurn(async () => {
      const line = Buffer.from(`${JSON.stringify(record)}\n`, "utf8")
      await fsp.mkdir(dir, { recursive: true })
      const handle = await fsp.open(file, "a+")
      try {
        const { size } = await handle.stat()
        let prefix = ""
        if (size > 0) {
          const last = Buffer.alloc(1)
          await handle.read(last, 0, 1, size - 1)
          if (last[0] !== NEWLINE) prefix = "\n"
        }
        await handle.appendFile(prefix ? Buffer.concat([Buffer.from(prefix), line]) : line)
        await handle.sync()
      } finally {
        await handle.close()
      }
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
