#!/usr/bin/env node
/**
 * The calibrated host's worker (started and stopped by tools/bench/lib/host-emulation.mjs, not run by hand).
 *
 * Every thread of every Chromium process gets a CPU cgroup of its own (cgroup v1 `cpu` controller, CFS bandwidth)
 * capped at RATIO of one core, and all of them together at CORES × RATIO: this machine then runs Chromium as a
 * host with the same number of cores, each RATIO as fast. Capping the whole browser at RATIO of one core instead
 * would make the browser's other threads (compositor, raster, network, GPU) queue behind the page's main thread,
 * as no real host does: measured, that doubled the official Gatsby starter's TBT for the same benchmarkIndex.
 *
 * Threads are found by polling /proc every POLL_MS: a new thread runs in its creator's cgroup (already capped)
 * until it is moved to its own, a few milliseconds later. On SIGTERM the worker moves every thread back to the
 * root group and removes its groups.
 *
 * Arguments: <cgroup folder> <ratio> <cores>
 */
import fs from "node:fs"
import path from "node:path"

const [group, ratioArg, coresArg] = process.argv.slice(2)
const ratio = Number(ratioArg)
const cores = Number(coresArg)
const root = path.dirname(group)
/** CFS period: short, so a capped thread waits at most a few milliseconds at a time (the default 100 ms made long gaps). */
const PERIOD_US = 10000
const POLL_MS = 5

const write = (file, value) => fs.writeFileSync(file, String(value))
fs.mkdirSync(group, { recursive: true })
write(path.join(group, "cpu.cfs_period_us"), PERIOD_US)
write(path.join(group, "cpu.cfs_quota_us"), Math.round(PERIOD_US * ratio * cores))

/** thread ids already in a group of their own */
const placed = new Set()
/** The executables of a Chromium install (Debian's /usr/bin/chromium is a shell script that starts the first). */
const CHROMIUM_EXECUTABLES = new Set(["chromium", "chrome", "chrome-headless-shell", "headless_shell"])
const isChromium = (pid) => {
  try {
    return CHROMIUM_EXECUTABLES.has(path.basename(fs.readlinkSync(`/proc/${pid}/exe`)))
  } catch {
    return false
  }
}

function place(tid) {
  const dir = path.join(group, `t${tid}`)
  try {
    fs.mkdirSync(dir, { recursive: true })
    write(path.join(dir, "cpu.cfs_period_us"), PERIOD_US)
    write(path.join(dir, "cpu.cfs_quota_us"), Math.round(PERIOD_US * ratio))
    write(path.join(dir, "tasks"), tid)
    placed.add(tid)
  } catch {
    // the thread ended between the listing and the move
  }
}

function poll() {
  let pids
  try {
    pids = fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))
  } catch {
    return
  }
  for (const pid of pids) {
    if (!isChromium(pid)) continue
    let tids
    try {
      tids = fs.readdirSync(`/proc/${pid}/task`)
    } catch {
      continue
    }
    for (const tid of tids) if (!placed.has(tid)) place(tid)
  }
}

/** Removes the groups of threads that have ended. */
function sweep() {
  for (const name of fs.readdirSync(group)) {
    if (!name.startsWith("t")) continue
    const dir = path.join(group, name)
    try {
      if (!fs.readFileSync(path.join(dir, "tasks"), "utf8").trim()) {
        fs.rmdirSync(dir)
        placed.delete(name.slice(1))
      }
    } catch {
      // gone already
    }
  }
}

function stop() {
  for (const name of fs.readdirSync(group)) {
    if (!name.startsWith("t")) continue
    const dir = path.join(group, name)
    try {
      for (const tid of fs.readFileSync(path.join(dir, "tasks"), "utf8").split("\n").filter(Boolean)) write(path.join(root, "tasks"), tid)
      fs.rmdirSync(dir)
    } catch {
      // gone already
    }
  }
  try {
    fs.rmdirSync(group)
  } catch {
    // a thread of a process that is still ending; the next run reuses the group
  }
  process.exit(0)
}

setInterval(poll, POLL_MS)
setInterval(sweep, 2000)
process.on("SIGTERM", stop)
process.on("SIGINT", stop)
process.stdout.write("ready\n")
