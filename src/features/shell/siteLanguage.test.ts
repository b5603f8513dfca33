import { describe, expect, it } from 'vitest'

import { siteLanguageOf } from './siteLanguage'

describe('siteLanguageOf', () => {
  it("reads a country site's language tag from the first segment of its address", () => {
    expect(siteLanguageOf('https://ashford.example/en-au/')).toBe('en-AU')
    expect(siteLanguageOf('https://ashford.example/ja-jp/products')).toBe('ja-JP')
    expect(siteLanguageOf('https://ashford.example/zh-hk/')).toBe('zh-HK')
    expect(siteLanguageOf('/en-nz/')).toBe('en-NZ')
  })

  it('gives none for an address whose first segment is not a language and region, or no address at all', () => {
    expect(siteLanguageOf('https://ashford.example/')).toBeUndefined()
    expect(siteLanguageOf('https://ashford.example/shop/')).toBeUndefined()
    expect(siteLanguageOf('https://ashford.example/english/')).toBeUndefined()
    expect(siteLanguageOf('not an address')).toBeUndefined()
    expect(siteLanguageOf('https://[bad/')).toBeUndefined()
  })
})
