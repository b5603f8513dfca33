import { footerGet } from '@/features/shell/server'

/** The lazy footer's content (features/shell/footerRoute.ts). */
export const dynamic = 'force-dynamic'
export const GET = footerGet
