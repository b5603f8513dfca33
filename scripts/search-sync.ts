/**
 * Hosted search mode: pushes the search records of the published content to Algolia, sets each
 * index's settings (searchable attributes in ranking order, custom ranking, the sort replicas), and
 * replaces its synonyms and query rules with the editors', so Algolia answers as the built-in engine
 * does (features/search/server/algoliaSync.ts). `npm run search:sync`; run it after content changes.
 * Scripts import ./script-env first: production mode, settings checked.
 */
import './script-env'

import { algoliasearch } from 'algoliasearch'

import { settings } from '../src/shared/settings'

function fail(line: string): never {
  console.error(`\n✖ ${line}\n`)
  process.exit(1)
}

const { ALGOLIA_APP_ID: appId, ALGOLIA_ADMIN_KEY: adminKey } = settings()
if (!appId) fail('ALGOLIA_APP_ID is not set: search:sync pushes the search records to Algolia and needs it.')
if (!adminKey) fail('ALGOLIA_ADMIN_KEY is not set: search:sync writes to Algolia and needs the admin key.')

// Loaded only once the settings are known to be there: this starts Payload.
const { algoliaSyncPlan, loadPublishedSearchRecords, loadSearchSteering, pushToAlgolia } = await import('../src/features/search/server')
const { payloadClient } = await import('../src/cms/payload')

let plan: ReturnType<typeof algoliaSyncPlan>
try {
  const [records, steering] = await Promise.all([loadPublishedSearchRecords(), loadSearchSteering()])
  plan = algoliaSyncPlan(records, steering)
} catch (error) {
  fail(`The search records could not be read from the database (${(error as Error).message.split('\n')[0]}).`)
} finally {
  await (await payloadClient()).destroy().catch(() => {})
}

try {
  await pushToAlgolia(algoliasearch(appId, adminKey), plan)
} catch (error) {
  // The client authenticates with headers: its messages hold no key.
  fail(`Algolia refused the update: ${(error as Error).message.split('\n')[0]}`)
}
process.exit(0)
