import type { PageTypeViews } from '@/features/content/pageTypes'

import { findFaqEntries, findGlossaryEntries } from './data'
import { FaqList, Glossary } from './HelpPages'

/** What the help page types add to a content page (definitions: pageTypes.ts). */
export const helpPageViews = {
  faqPage: async () => <FaqList entries={await findFaqEntries()} />,
  ingredientGlossaryPage: async () => <Glossary entries={await findGlossaryEntries()} />,
} satisfies PageTypeViews
