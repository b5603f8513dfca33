/**
 * Imported first by every script that opens the database, before anything that reads settings:
 * - NODE_ENV=production, or Payload would treat the database as dev-managed and a later production
 *   start would stop at a y/N prompt;
 * - the settings are checked here, so a bad value stops the script with one line naming it;
 * - a timer keeps the process alive until the script calls process.exit: while modules after this one
 *   load (some await at their top level) and while native database calls run, nothing else may hold
 *   the event loop, and Node 20 would then exit with code 13 ("unsettled top-level await") midway.
 */
import { SettingsError, settings } from '../src/shared/settings'

Object.assign(process.env, { NODE_ENV: 'production' })
setInterval(() => {}, 60_000)

try {
  settings()
} catch (error) {
  if (!(error instanceof SettingsError)) throw error
  console.error(`\n✖ ${error.message}\n`)
  process.exit(1)
}
