/**
 * A calibrated host for `npm run bench` on a machine that is too fast for Lighthouse's default 4× CPU slowdown.
 *
 * Lighthouse's 4× slowdown stands for a mid-range phone only on a host whose benchmarkIndex lies in
 * CALIBRATED_INDEX (tools/bench/lib/bench-metrics.mjs). On a faster machine the benchmark slows Chromium down to such a
 * host: every Chromium thread gets a CFS bandwidth cap of its own (tools/bench/lib/slow-host-worker.mjs), the way
 * Lighthouse's documentation suggests Linux cgroups can throttle a browser. The cap is the ratio of the calibration
 * target to the machine's own index, measured with Lighthouse's benchmark code; Lighthouse then measures and
 * records the emulated host's index in every run, and only that recorded index decides whether TBT is judged.
 *
 * Needs root and the cgroup v1 `cpu` controller with CFS bandwidth (as on this project's machines); without them
 * the benchmark says why and runs on the native host.
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { loadBenchmarkIndexFunction } from "./bench-tools.mjs"
import { CALIBRATED_INDEX, emulationRatio, median, recenteredRatio, scaledRatio } from "./bench-metrics.mjs"

const CPU_CGROUP = "/sys/fs/cgroup/cpu"
const GROUP = path.join(CPU_CGROUP, "bench-calibrated-host")
const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), "slow-host-worker.mjs")

/** Why this machine cannot emulate a slower host, or null when it can. */
export function emulationUnavailable() {
  if (process.platform !== "linux") return "not Linux"
  if (process.getuid?.() !== 0) return "not running as root (moving threads between CPU cgroups needs it)"
  if (!fs.existsSync(path.join(CPU_CGROUP, "cpu.cfs_quota_us"))) return `no cgroup v1 cpu controller with CFS bandwidth at ${CPU_CGROUP}`
  try {
    fs.accessSync(CPU_CGROUP, fs.constants.W_OK)
  } catch {
    return `${CPU_CGROUP} is not writable`
  }
  return null
}

/**
 * The host's benchmarkIndex as Lighthouse computes it, in a fresh headless Chromium: the median of `rounds` runs
 * after one warm-up run.
 */
export async function measureBenchmarkIndex({ root, chromePath, flags, rounds = 5 }) {
  const computeBenchmarkIndex = await loadBenchmarkIndexFunction(root)
  const { chromium } = await import("playwright-core")
  const browser = await chromium.launch({ executablePath: chromePath, args: flags.filter((f) => !f.startsWith("--headless")) })
  try {
    const page = await browser.newPage()
    const run = () => page.evaluate(`(${computeBenchmarkIndex.toString()})()`)
    await run()
    const values = []
    for (let i = 0; i < rounds; i++) values.push(await run())
    return Math.round(median(values))
  } finally {
    await browser.close()
  }
}

/** Starts the worker that caps every Chromium thread at `ratio` of a core; resolves with a function that stops it. */
async function startWorker(ratio) {
  const worker = spawn(process.execPath, [WORKER, GROUP, String(ratio), String(os.cpus().length)], {
    stdio: ["ignore", "pipe", "inherit"],
  })
  await new Promise((resolve, reject) => {
    worker.once("error", reject)
    worker.once("exit", (code) => reject(new Error(`the host emulation worker stopped (exit ${code})`)))
    worker.stdout.once("data", resolve)
  })
  worker.removeAllListeners("exit")
  return () =>
    new Promise((resolve) => {
      worker.once("exit", resolve)
      worker.kill("SIGTERM")
    })
}

/**
 * Makes this machine a calibrated host when it is faster than the calibrated range (BENCH_HOST=native skips it).
 * @returns {Promise<{ nativeIndex: number, ratio: number | null, ratios: number[], cores: number, checkedIndex: number | null, note: string | null, stop: () => Promise<void>, recenter: (indices: number[]) => Promise<number | null>, native: <T>(run: () => Promise<T>) => Promise<T> }>}
 */
export async function calibrateHost({ root, chromePath, flags }) {
  const cores = os.cpus().length
  const nativeIndex = await measureBenchmarkIndex({ root, chromePath, flags })
  const none = (note) => ({
    nativeIndex,
    ratio: null,
    ratios: [],
    cores,
    checkedIndex: null,
    note,
    stop: async () => {},
    recenter: async () => null,
    native: (run) => run(),
  })
  if (process.env.BENCH_HOST === "native") return none("BENCH_HOST=native: no emulation")
  let ratio = emulationRatio(nativeIndex)
  if (ratio === null) return none(null)
  const unavailable = emulationUnavailable()
  if (unavailable) return none(`this machine is faster than the calibrated range and cannot emulate a slower host: ${unavailable}`)
  let stop = await startWorker(ratio)
  let checkedIndex = await measureBenchmarkIndex({ root, chromePath, flags })
  if (checkedIndex < CALIBRATED_INDEX.min || checkedIndex > CALIBRATED_INDEX.max) {
    // one correction: the cap is not exactly proportional on every processor
    await stop()
    ratio = scaledRatio(ratio, checkedIndex)
    stop = await startWorker(ratio)
    checkedIndex = await measureBenchmarkIndex({ root, chromePath, flags })
  }
  /** every cap the runs used, in order */
  const ratios = [ratio]
  return {
    nativeIndex,
    get ratio() {
      return ratio
    },
    ratios,
    cores,
    checkedIndex,
    note: null,
    stop: () => stop(),
    /**
     * Corrects the cap when the benchmarkIndex Lighthouse measured in the latest runs drifted from the target
     * (recenteredRatio); resolves to the new cap, or null when it was kept.
     */
    recenter: async (indices) => {
      const next = recenteredRatio(ratio, indices)
      if (next === null) return null
      await stop()
      ratio = next
      ratios.push(next)
      stop = await startWorker(ratio)
      return next
    },
    /** Runs `run` on the native host (the emulation stopped meanwhile), e.g. the unthrottled traced loads. */
    native: async (run) => {
      await stop()
      try {
        return await run()
      } finally {
        stop = await startWorker(ratio)
      }
    },
  }
}
