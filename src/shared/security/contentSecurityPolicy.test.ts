import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy } from './contentSecurityPolicy.mjs'

describe('the Content-Security-Policy', () => {
  const nonce = 'N'.repeat(22)

  it("allows scripts by the response's nonce only, never eval or plugins", () => {
    const policy = contentSecurityPolicy(nonce, { framedBySite: false, https: true, gtm: false, algolia: false })
    expect(policy).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`)
    expect(policy).not.toContain('unsafe-eval')
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain('upgrade-insecure-requests')
  })

  it('lets the site frame its back office and previews, and names the tag manager and Algolia only when set', () => {
    const framed = contentSecurityPolicy(nonce, { framedBySite: true, https: false, gtm: true, algolia: true })
    expect(framed).toContain("frame-ancestors 'self'")
    expect(framed).not.toContain('upgrade-insecure-requests')
    expect(framed).toContain('https://www.googletagmanager.com')
    expect(framed).toContain('https://*.algolia.net')
    const plain = contentSecurityPolicy(nonce, { framedBySite: false, https: false, gtm: false, algolia: false })
    expect(plain).not.toMatch(/googletagmanager|algolia/)
  })
})
