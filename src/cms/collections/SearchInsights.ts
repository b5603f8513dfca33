import type { Access, CollectionConfig } from 'payload'

/**
 * What visitors search for, counted per day (Sydney), query (normalised: lower case, accents removed,
 * words only) and page type: searches, those that found nothing, the hits of the last one, and clicks by
 * result position. No visitor is identified: no address, cookie or account is kept, and a query that looks
 * like an email address or a phone number is not counted at all (features/search/server/insights.ts).
 * Only the site writes it; administrators and editors read it, with its report above the list.
 */
const contentRoles: Access = ({ req }) => req.user?.role === 'admin' || req.user?.role === 'editor'
const nobody: Access = () => false

export const SEARCH_PAGE_TYPES = ['overlay', 'results'] as const

export const SearchInsights: CollectionConfig = {
  slug: 'search-insights',
  labels: { singular: 'Search insight', plural: 'What visitors search for' },
  admin: {
    useAsTitle: 'query',
    group: 'Search',
    defaultColumns: ['day', 'query', 'pageType', 'searches', 'noResults', 'hits'],
    description: 'Searches and clicks per day, no personal data. The report covers the last 7 and 28 days.',
    components: { beforeListTable: ['/cms/admin/SearchInsightsReport#SearchInsightsReport'] },
  },
  access: { read: contentRoles, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-day',
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true, admin: { hidden: true } },
    { name: 'day', type: 'text', required: true, index: true, admin: { description: 'YYYY-MM-DD, Sydney time.' } },
    { name: 'query', type: 'text', required: true },
    { name: 'pageType', type: 'select', required: true, options: [...SEARCH_PAGE_TYPES] },
    { name: 'searches', type: 'number', required: true, defaultValue: 0 },
    { name: 'noResults', type: 'number', required: true, defaultValue: 0, label: 'Searches with no results' },
    { name: 'hits', type: 'number', label: 'Hits (latest search)' },
    { name: 'clicks', type: 'json', admin: { description: 'Clicks by result position: { "1": 12, "2": 5 }' } },
  ],
}
