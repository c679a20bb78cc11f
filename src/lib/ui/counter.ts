import { formatMessage } from "./format-message"

/** Statistic counters: from 0 to the target in 100 steps over 2000 ms, then the number with a plus sign. */
export const COUNTER_DURATION_MS = 2000
export const COUNTER_STEPS = 100
export const COUNTER_STEP_MS = COUNTER_DURATION_MS / COUNTER_STEPS

/** The value shown after `step` of `steps` steps: rises evenly, never above the target, exactly the target at the end. */
export function counterValue(target: number, step: number, steps = COUNTER_STEPS): number {
  if (step >= steps) return target
  if (step <= 0) return 0
  return Math.min(target, Math.floor((target * step) / steps))
}

/** Every value the counter shows, from step 1 to the last step. */
export const counterSequence = (target: number, steps = COUNTER_STEPS): number[] =>
  Array.from({ length: steps }, (_v, i) => counterValue(target, i + 1, steps))

/**
 * Text of a counter: the plain number while counting, then `finished` with its {count} (the interface words'
 * `home.statValue`): '19+' in English (spec, the default), « + de 19 » in French.
 */
export const counterText = (value: number, done: boolean, finished = "{count}+"): string =>
  done ? formatMessage(finished, { count: value }) : String(value)
