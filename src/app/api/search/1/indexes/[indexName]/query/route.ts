import { handleSingleIndexQuery, searchPreflight } from '@/features/search/server'

/** Algolia's single-index query endpoint, answered by the built-in engine. */
export async function POST(request: Request, { params }: { params: Promise<{ indexName: string }> }) {
  return handleSingleIndexQuery(request, (await params).indexName)
}

export const OPTIONS = searchPreflight
