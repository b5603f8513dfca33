import { defaultPrivacyDocument } from './defaultDocument'
import { type PrivacyDocument, type PrivacyLinks, privacyDocumentSchema } from './schema'

/** Used when the document cannot be fetched or has no entry for the visitor's locale. */
export const fallbackPrivacyLinks: Required<PrivacyLinks> = {
  privacyLink: 'https://privacy.parent-company.example/privacy-policy',
  privacyPolicyCHD: 'https://privacy.parent-company.example/consumer-health-data',
  termsLink: 'https://terms.parent-company.example/terms-of-use',
}

/** A document's links with the terms link filled in when that copy of the document has none. */
const complete = (links: PrivacyLinks | undefined): Required<PrivacyLinks> =>
  links ? { ...links, termsLink: links.termsLink ?? fallbackPrivacyLinks.termsLink } : fallbackPrivacyLinks

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
  {
    url,
    fetch: fetchDocument = (u) => fetch(u, { next: { revalidate: 3600 } } as RequestInit),
    log = console.error,
  }: { url?: string; fetch?: Fetch; log?: Log } = {},
): Promise<Required<PrivacyLinks>> {
  if (!url) return complete(linksFor(defaultPrivacyDocument, locale))
  try {
    const response = await fetchDocument(url)
    if (!response.ok) throw new Error(`status ${response.status}`)
    const document = privacyDocumentSchema.parse(await response.json())
    return complete(linksFor(document, locale))
  } catch (error) {
    log(`privacy data: could not load the privacy document (${(error as Error).message.split('\n')[0]}); showing the fallback links`)
    return fallbackPrivacyLinks
  }
}
