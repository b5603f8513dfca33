import { NOT_FOUND_TITLE, notFoundMetadata } from '@/features/seo'
import { findBrand, SiteShell } from '@/features/shell'

// Both: the metadata puts the title in the server's <head>; the <title> element keeps it there once
// the page hydrates (Next's client drops the metadata title of a not-found boundary).
export const metadata = notFoundMetadata

export default async function NotFound() {
  const brand = await findBrand('default')
  return (
    <SiteShell brand={brand} analyticsPageType="Page Not Found" headerStyle="white">
      <title>{NOT_FOUND_TITLE}</title>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>{notFoundMetadata.description}</p>
      <p>
        <a href="/en-au/">Go to the home page</a> or <a href="/en-au/sitemap">browse the sitemap</a>.
      </p>
    </SiteShell>
  )
}
