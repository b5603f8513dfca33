import { defaultPrivacyDocument } from './defaultDocument'
import { type PrivacyDocument, type PrivacyLinks, privacyDocumentSchema } from './schema'

/** Used when the document cannot be fetched or has no entry for the visitor's locale. */
export const fallbackPrivacyLinks: PrivacyLinks = {
  privacyLink: 'https://privacy.parent-company.example/privacy-policy',
  privacyPolicyCHD: 'https://privacy.parent-company.example/consumer-health-data',
}

export interface Locale {
  country: string
  state?: string
  language: string
}

export function linksFor(document: PrivacyDocument, { country, state = 'default', language }: Locale): PrivacyLinks | undefined {
  const states = document[country]
  return states?.[state]?.[language] ?? states?.default?.[language]
}

type Fetch = (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>
type Log = (message: string) => void

/**
 * The legal and privacy links for a locale: from PRIVACY_DATA_URL when set (a failing status is an
 * error and is logged), else from the document the site ships. Any failure gives the fallback links.
 */
export async function loadPrivacyLinks(
  locale: Locale,
  { url, fetch: fetchDocument = (u) => fetch(u, { next: { revalidate: 3600 } } as RequestInit), log = console.error }: { url?: string; fetch?: Fetch; log?: Log } = {},
): Promise<PrivacyLinks> {
  if (!url) return linksFor(defaultPrivacyDocument, locale) ?? fallbackPrivacyLinks
  try {
    const response = await fetchDocument(url)
    if (!response.ok) throw new Error(`status ${response.status}`)
    const document = privacyDocumentSchema.parse(await response.json())
    return linksFor(document, locale) ?? fallbackPrivacyLinks
  } catch (error) {
    log(`privacy data: could not load the privacy document (${(error as Error).message.split('\n')[0]}); showing the fallback links`)
    return fallbackPrivacyLinks
  }
}
