import type { PageTypeDefinitions } from '@/features/content/pageTypes'

import { TOKEN_KEY } from './tokenKey'

/**
 * Sign-up, registration and opt-in pages: reached through a flow, never indexed nor listed. Pure data
 * (next.config.ts loads it through src/app/pageTypes.ts). Views: index.tsx `subscriptionPageViews`.
 */
const unlisted = { robots: 'noindex', sitemap: false } as const

export const subscriptionPageTypes = {
  productRegistrationForm: { ...unlisted, analytics: 'Registration', queryKeys: [] },
  gamingLandingPage: { ...unlisted, analytics: 'Brand Experience', queryKeys: [] },
  gamingRegistrationPage: { ...unlisted, analytics: 'Registration', queryKeys: [] },
  gamingFaqPage: { ...unlisted, analytics: 'Brand Experience', queryKeys: [] },
  gamingTutorialPage: { ...unlisted, analytics: 'Brand Experience', queryKeys: [] },
  doubleOptinPage: { ...unlisted, analytics: 'Registration', queryKeys: [TOKEN_KEY] },
  unsubscribePage: { ...unlisted, analytics: 'Registration', queryKeys: [TOKEN_KEY] },
} satisfies PageTypeDefinitions
