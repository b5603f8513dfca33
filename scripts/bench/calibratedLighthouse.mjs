/**
 * One Lighthouse navigation whose CPU slowdown is calibrated to the machine as it is during that very run,
 * as Lighthouse's throttling guide describes: its default 4x stands for a high-end desktop (benchmark index
 * 1500-2000), so a run's slowdown is 4 x index / 1750, the index being the one Lighthouse measures in the
 * run's own page before it loads the URL. A machine whose speed swings within one benchmark (a slow hour of
 * a shared machine) then simulates the same phone in every run; one calibration run at the start would
 * throttle every later run by its own moment's speed.
 *
 * Lighthouse's navigation is run in its two halves, which its own `lighthouse()` chains: gathering (the page
 * loaded unthrottled, its trace and the benchmark index taken: simulated throttling never slows the
 * gathering) and auditing (the simulation at the slowdown). The slowdown is set in between. What this relies
 * on in Lighthouse (its deep modules and the artifacts carrying their settings object) is pinned by
 * calibratedLighthouse.test.ts.
 */
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js'
import { Runner } from 'lighthouse/core/runner.js'

// Lighthouse's default slowdown and the benchmark index it stands for (the middle of "high-end desktop").
export const DEFAULT_SLOWDOWN = 4
export const DEFAULT_SLOWDOWN_INDEX = 1750

/** The slowdown for a run whose benchmark index is `index` (tenths, between 1x and 12x). */
export const calibratedSlowdown = (index) => Math.min(12, Math.max(1, Math.round(((DEFAULT_SLOWDOWN * index) / DEFAULT_SLOWDOWN_INDEX) * 10) / 10))

/**
 * Lighthouse on `url` with `flags` (as `lighthouse(url, flags)` takes them; `flags.throttling` without its
 * CPU slowdown), the slowdown fixed at `fixedSlowdown` or, when that is null, calibrated from the run's own
 * index. Returns Lighthouse's result ({ lhr, report, artifacts }); `lhr.configSettings.throttling` says the
 * slowdown used and `lhr.environment.benchmarkIndex` the index.
 * @param {string} url
 * @param {Record<string, any>} flags
 * @param {number | null} [fixedSlowdown]
 */
export async function calibratedLighthouse(url, flags, fixedSlowdown = null) {
  const throttling = { ...flags.throttling, cpuSlowdownMultiplier: fixedSlowdown ?? DEFAULT_SLOWDOWN }
  const { artifacts, runnerOptions } = await navigationGather(undefined, url, { flags: { ...flags, throttling } })
  const { settings } = runnerOptions.resolvedConfig
  // Auditing refuses settings that differ from the gathered ones: they are one object, changed once here.
  if (artifacts.settings !== settings)
    throw new Error("Lighthouse's gathered settings are no longer its audit settings: see scripts/bench/calibratedLighthouse.mjs")
  if (fixedSlowdown === null && artifacts.BenchmarkIndex > 0) settings.throttling.cpuSlowdownMultiplier = calibratedSlowdown(artifacts.BenchmarkIndex)
  return Runner.audit(artifacts, runnerOptions)
}
