import { describe, expect, it } from 'vitest'

import { servedOverHttps, siteCookieAttributes, siteCookieName } from './siteCookies'

describe('the cookies the site names', () => {
  it('carry the __Host- prefix with Secure and Path=/ under https, and no Domain', () => {
    expect(siteCookieName('article_voter', true)).toBe('__Host-article_voter')
    expect(siteCookieAttributes(true)).toEqual({ path: '/', secure: true, sameSite: 'lax' })
    expect(siteCookieAttributes(true)).not.toHaveProperty('domain')
  })

  it('keep their bare names over plain http, where a browser would drop a __Host- cookie', () => {
    expect(siteCookieName('article_voter', false)).toBe('article_voter')
    expect(siteCookieAttributes(false).secure).toBe(false)
  })

  it('follow SITE_URL', () => {
    expect(servedOverHttps('https://www.ashford.example')).toBe(true)
    expect(servedOverHttps('http://localhost:3000')).toBe(false)
  })
})
