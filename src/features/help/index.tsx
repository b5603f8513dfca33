// Help: the site FAQ and the ingredient glossary (their own collections, edited in /admin).
import type { PageTypeViews } from '@/features/content/pageTypes'

import { findFaqEntries, findGlossaryEntries } from './data'
import { FaqList, Glossary } from './HelpPages'

export const helpPageViews = {
  faqPage: async () => <FaqList entries={await findFaqEntries()} />,
  ingredientGlossaryPage: async () => <Glossary entries={await findGlossaryEntries()} />,
} satisfies PageTypeViews
