/**
 * Hosted search mode: pushes the search records of the published content to Algolia and sets each
 * index's settings (searchable attributes in ranking order, custom ranking, the sort replicas), so
 * Algolia answers as the built-in engine does. `npm run search:sync`; run it after content changes.
 *
 * Records are saved (upserted) and the ones no longer published deleted, rather than replaced through
 * a temporary index: moving a temporary index over a primary that has replicas is refused by Algolia.
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
const { algoliaSyncPlan, loadPublishedSearchRecords } = await import('../src/features/search/server')
const { payloadClient } = await import('../src/cms/payload')

let plan: ReturnType<typeof algoliaSyncPlan>
try {
  plan = algoliaSyncPlan(await loadPublishedSearchRecords())
} catch (error) {
  fail(`The search records could not be read from the database (${(error as Error).message.split('\n')[0]}).`)
} finally {
  await (await payloadClient()).destroy().catch(() => {})
}

const client = algoliasearch(appId, adminKey)

try {
  for (const { indexName, settings: indexSettings, records } of plan.indexes) {
    // Settings first (they create the replicas), forwarded to the replicas so they search alike.
    const { taskID } = await client.setSettings({ indexName, indexSettings, forwardToReplicas: true })
    await client.waitForTask({ indexName, taskID })
    await client.saveObjects({ indexName, objects: records.map((record) => ({ ...record })), waitForTasks: true })
    const published = new Set(records.map(({ objectID }) => objectID))
    const unpublished: string[] = []
    await client.browseObjects<{ objectID: string }>({
      indexName,
      browseParams: { attributesToRetrieve: ['objectID'], hitsPerPage: 1000 },
      aggregator: ({ hits }) => unpublished.push(...hits.map(({ objectID }) => objectID).filter((objectID) => !published.has(objectID))),
    })
    if (unpublished.length > 0) await client.deleteObjects({ indexName, objectIDs: unpublished, waitForTasks: true })
    console.log(`${indexName}: ${records.length} records saved, ${unpublished.length} removed`)
  }
  for (const { indexName, settings: indexSettings } of plan.replicas) {
    const { taskID } = await client.setSettings({ indexName, indexSettings })
    await client.waitForTask({ indexName, taskID })
    console.log(`${indexName}: sort order set`)
  }
} catch (error) {
  // The client authenticates with headers: its messages hold no key.
  fail(`Algolia refused the update: ${(error as Error).message.split('\n')[0]}`)
}
process.exit(0)
