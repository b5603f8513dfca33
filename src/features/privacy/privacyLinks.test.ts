import { describe, expect, it, vi } from 'vitest'

import { fallbackPrivacyLinks, loadPrivacyLinks } from './privacyLinks'

const au = { country: 'AU', language: 'en' }

describe('privacy links', () => {
  it('come from the shipped document by country, state and language', async () => {
    const links = await loadPrivacyLinks(au)
    expect(links.privacyLink).toMatch(/en-au\/privacy-policy$/)
  })

  it('fall back to the country default state', async () => {
    const document = { AU: { default: { en: { privacyLink: 'https://a.example/p', privacyPolicyCHD: 'https://a.example/c' } } } }
    const fetch = vi.fn(async () => ({ ok: true, status: 200, json: async () => document }))
    expect(await loadPrivacyLinks({ ...au, state: 'NSW' }, { url: 'https://cdn.example/privacy.json', fetch })).toEqual({
      ...document.AU.default.en,
      // a copy of the document without a terms link still gives the footer one
      termsLink: fallbackPrivacyLinks.termsLink,
    })
  })

  it('include the parent company terms link of the shipped document', async () => {
    expect((await loadPrivacyLinks(au)).termsLink).toMatch(/^https:\/\/terms\..*en-au\/terms-of-use$/)
  })

  it('log a failing status and show the fallback links', async () => {
    const log = vi.fn()
    const fetch = vi.fn(async () => ({ ok: false, status: 503, json: async () => ({}) }))
    expect(await loadPrivacyLinks(au, { url: 'https://cdn.example/privacy.json', fetch, log })).toEqual(fallbackPrivacyLinks)
    expect(log).toHaveBeenCalledWith(expect.stringContaining('status 503'))
  })

  it('treat a malformed document or a network error like a failure', async () => {
    const log = vi.fn()
    const malformed = vi.fn(async () => ({ ok: true, status: 200, json: async () => ({ AU: 'nope' }) }))
    expect(await loadPrivacyLinks(au, { url: 'https://cdn.example/p.json', fetch: malformed, log })).toEqual(fallbackPrivacyLinks)
    const offline = vi.fn(async () => {
      throw new Error('ECONNREFUSED')
    })
    expect(await loadPrivacyLinks(au, { url: 'https://cdn.example/p.json', fetch: offline, log })).toEqual(fallbackPrivacyLinks)
    expect(log).toHaveBeenCalledTimes(2)
  })
})
