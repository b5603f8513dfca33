import type { ContentPageData } from '@/features/content'

import { JsonLd } from './JsonLd'
import { organizationJsonLd } from './structuredData'

/** A content page's structured data, for its `structuredData` slot: the home page names the organization. */
export function ContentPageJsonLd({ page }: { page: Pick<ContentPageData, 'slug'> }) {
  return page.slug === 'home' ? <JsonLd data={organizationJsonLd()} /> : null
}
