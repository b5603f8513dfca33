import { handleSearchInsight } from '@/features/search/server'

/** The search UI's counts of searches and clicks (features/search/insightEvents.ts), no personal data. */
export const POST = handleSearchInsight
