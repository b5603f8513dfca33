/**
 * Prepares the database for serving: checks the settings, applies the committed migrations, creates the
 * first back-office account and seeds the demo content into an empty database. Runs before every
 * `npm start`; safe to run again (`npm run db:setup`).
 * Scripts import ./script-env first: production mode, settings checked.
 */
import './script-env'

import { getPayload } from 'payload'

import config from '../src/cms/payload.config'
import { ensureFirstEditor, seed } from '../src/cms/seed'
import { PreflightError, checkDatabase } from '../src/cms/preflight'
import { settings } from '../src/shared/settings'
import { twoFactorRequiredFor } from '../src/cms/twoFactor/hooks'

const forceSeed = process.argv.includes('--seed')
const migrateOnly = process.argv.includes('--migrate-only')

function fail(line: string): never {
  console.error(`\n✖ ${line}\n`)
  process.exit(1)
}

try {
  await checkDatabase()
} catch (error) {
  if (error instanceof PreflightError) fail(error.message)
  throw error
}

const setting = settings().DATABASE_URL ? 'DATABASE_URL' : 'DATA_DIR'
let payload: Awaited<ReturnType<typeof getPayload>>
try {
  // Payload applies the committed migrations (prodMigrations) while it starts in production mode.
  payload = await getPayload({ config })
} catch (error) {
  fail(`${setting}: the database could not be migrated (${(error as Error).message.split('\n')[0]}).`)
}

if (migrateOnly) {
  await payload.destroy()
  console.log('Migrations applied.')
  process.exit(0)
}

try {
  const editor = await ensureFirstEditor(payload)
  if (editor?.generatedPassword) {
    console.log(`\nBack-office account created for ${editor.email}.\nPassword (shown only this once; change it in /admin): ${editor.generatedPassword}`)
  } else if (editor) {
    console.log(`Back-office account created for ${editor.email} (password from ADMIN_PASSWORD).`)
  }
  if (editor && twoFactorRequiredFor({ role: 'admin' })) {
    console.log(
      `Two-factor sign-in: at its first sign-in at /admin/login (email and password, code left empty) the account is shown a QR code for an authenticator app and signs in with the app's first code.${settings().ADMIN_API_KEY ? ' Scripts use its API key (ADMIN_API_KEY).' : ''}\n`,
    )
  }
  const { totalDocs: brandCount } = await payload.count({ collection: 'brands' })
  if (brandCount === 0 || forceSeed) {
    console.log('Seeding the demo content…')
    await seed(payload, (line) => console.log(line))
  }
} catch (error) {
  await payload.destroy().catch(() => {})
  fail(`Seeding failed: ${(error as Error).message.split('\n')[0]}`)
}
await payload.destroy()
process.exit(0)
