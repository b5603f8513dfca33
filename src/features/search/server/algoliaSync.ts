import type { Algoliasearch } from 'algoliasearch'

import type { AlgoliaSyncPlan } from './algoliaSettings'

/**
 * Carries out a sync plan with Algolia's admin client (`npm run search:sync`): each primary index's
 * settings (forwarded to its replicas), its records saved and the unpublished ones deleted, the sort
 * replicas' ranking, then the editors' synonyms (saveSynonyms, a batch replacing the index's others) and
 * query rules (saveRules, a batch replacing the others), both forwarded to the replicas.
 *
 * Records are saved (upserted) rather than replaced through a temporary index: moving a temporary index
 * over a primary that has replicas is refused by Algolia.
 */
export async function pushToAlgolia(client: Algoliasearch, plan: AlgoliaSyncPlan, log: (line: string) => void = console.log): Promise<void> {
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
    log(`${indexName}: ${records.length} records saved, ${unpublished.length} removed`)
  }
  for (const { indexName, settings: indexSettings } of plan.replicas) {
    const { taskID } = await client.setSettings({ indexName, indexSettings })
    await client.waitForTask({ indexName, taskID })
    log(`${indexName}: sort order set`)
  }
  for (const indexName of plan.synonyms.indexNames) {
    const synonymHit = plan.synonyms.synonyms.map((synonym) => ({ ...synonym, synonyms: [...synonym.synonyms] }))
    const { taskID } = await client.saveSynonyms({ indexName, synonymHit, forwardToReplicas: true, replaceExistingSynonyms: true })
    await client.waitForTask({ indexName, taskID })
    log(`${indexName}: ${synonymHit.length} synonyms`)
  }
  const { indexName, rules } = plan.rules
  const { taskID } = await client.saveRules({
    indexName,
    rules: rules.map((rule) => structuredClone(rule) as Parameters<Algoliasearch['saveRules']>[0]['rules'][number]),
    forwardToReplicas: true,
    clearExistingRules: true,
  })
  await client.waitForTask({ indexName, taskID })
  log(`${indexName}: ${rules.length} rules`)
}
