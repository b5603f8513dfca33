/**
 * The language of a country site from its address, for a link's `hreflang`: the first path segment when it
 * is a language and region (`https://ashford.example/ja-jp/` → `ja-JP`), else undefined (no `hreflang`).
 * The countries' `language` field is the name a visitor reads ("日本語"), which `hreflang` does not take:
 * HTML wants a BCP 47 tag there.
 */
export function siteLanguageOf(url: string): string | undefined {
  let segment: string | undefined
  try {
    // The base only lets an address on this site ('/en-nz/') be read the same way.
    segment = new URL(url, 'https://site.invalid').pathname.split('/')[1]
  } catch {
    return undefined
  }
  if (!segment || !/^[a-z]{2,3}-[a-z]{2}$/i.test(segment)) return undefined
  try {
    return Intl.getCanonicalLocales(segment)[0]
  } catch {
    return undefined
  }
}
