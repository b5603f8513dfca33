import { handleSearchQueries, searchPreflight } from '@/features/search/server'

/**
 * Algolia's multiple-queries endpoint, answered by the built-in engine: the lite client's `search`
 * posts here (its host is `{origin}/api/search`, the index name in the path is `*`).
 */
export async function POST(request: Request, { params }: { params: Promise<{ indexName: string }> }) {
  return handleSearchQueries(request, (await params).indexName)
}

export const OPTIONS = searchPreflight
