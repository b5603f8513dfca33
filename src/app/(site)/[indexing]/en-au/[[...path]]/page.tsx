import { ContentRoute, contentRouteMetadata } from '../../../contentRoute'

type Props = { params: Promise<{ indexing: string; path?: string[] }> }

// The default view of every content page, rendered on first request and cached; an editor's change
// revalidates the cache tags of what it changed (cms/hooks/revalidate.ts). Requests with a query that
// changes the page go to ../../query/en-au/[[...path]] instead (rewrites in next.config.ts).
export const revalidate = 3600
export const generateStaticParams = async () => []

export async function generateMetadata({ params }: Props) {
  return contentRouteMetadata(await params)
}

export default async function Page({ params }: Props) {
  return <ContentRoute params={await params} />
}
