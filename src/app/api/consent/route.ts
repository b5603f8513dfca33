import { handleConsentPost } from '@/features/consent/server'

/** The cookie choice's form (features/consent): 303 back to the page, or JSON for the banner's script. */
export const POST = handleConsentPost

export function GET() {
  return Response.json({ error: 'Send the choice with POST.' }, { status: 405 })
}
