import type { PageTypeDefinitions } from '@/features/content/pageTypes'

/** Help pages: the FAQ and the ingredient glossary. Views: index.tsx `helpPageViews`. */
export const helpPageTypes = {
  faqPage: { analytics: 'Brand Experience', robots: 'index', queryKeys: [], sitemap: true },
  ingredientGlossaryPage: { analytics: 'Brand Experience', robots: 'index', queryKeys: [], sitemap: true },
} satisfies PageTypeDefinitions
