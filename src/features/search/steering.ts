/**
 * What a query rule hands the page besides its hits, in Algolia's response field `userData` (one entry
 * per applied rule, in the rules' order): go straight to a page, or show a banner above the results.
 * Browser-safe: the overlay and the results page read it, whichever engine answered.
 */
export interface SearchBanner {
  text: string
  /** A path of the site or an https:// address. */
  link?: string
  /** The image's path, and its text alternative. */
  image?: string
  imageAlt?: string
}

export interface SearchRuleUserData {
  redirect?: string
  banner?: SearchBanner
}

/** Where the rules send a search, and the banner they show: the first of each among the applied rules. */
export function ruleDirections(userData: readonly unknown[] | undefined): { redirect?: string; banner?: SearchBanner } {
  let redirect: string | undefined
  let banner: SearchBanner | undefined
  for (const entry of userData ?? []) {
    if (!entry || typeof entry !== 'object') continue
    const data = entry as SearchRuleUserData
    if (!redirect && typeof data.redirect === 'string' && isSafeTarget(data.redirect)) redirect = data.redirect
    if (!banner && data.banner && typeof data.banner.text === 'string') {
      const { text, link, image, imageAlt } = data.banner
      banner = {
        text,
        ...(typeof link === 'string' && isSafeTarget(link) ? { link } : {}),
        ...(typeof image === 'string' && isSafeTarget(image) ? { image, imageAlt: typeof imageAlt === 'string' ? imageAlt : '' } : {}),
      }
    }
  }
  return { ...(redirect ? { redirect } : {}), ...(banner ? { banner } : {}) }
}

/** A path of this site or an https address: never `javascript:` or another scheme, whoever wrote the rule. */
export const isSafeTarget = (target: string): boolean => /^\/(?!\/)\S*$/.test(target) || /^https:\/\/\S+$/.test(target)
