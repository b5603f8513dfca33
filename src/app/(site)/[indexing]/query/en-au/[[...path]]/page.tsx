import { ContentRoute, contentRouteMetadata } from '@/features/content'

type Props = {
  params: Promise<{ indexing: string; path?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// A content page asked for with a query that changes it (filters, sort, page, compare list, advisor
// answers; src/shared/routing/queryDrivenPages.ts): rendered per request.
export async function generateMetadata({ params }: Props) {
  return contentRouteMetadata(await params)
}

export default async function QueryPage({ params, searchParams }: Props) {
  return <ContentRoute params={await params} query={await searchParams} />
}
