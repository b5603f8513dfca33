import { ContentRoute, contentRouteMetadata } from '../../../../contentRoute'

type Props = {
  params: Promise<{ indexing: string; path?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// A content page asked for with a query that changes it (its page type's query keys,
// src/app/pageTypes.ts): rendered per request.
export async function generateMetadata({ params }: Props) {
  return contentRouteMetadata(await params)
}

export default async function QueryPage({ params, searchParams }: Props) {
  return <ContentRoute params={await params} query={await searchParams} />
}
