import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

const load = async () => (await import('./settings')).settings()

describe('settings', () => {
  it('defaults to the Ashford demo brand on port 3000 with SQLite under data/', async () => {
    // Empty variables (as an env file writes them) count as unset.
    for (const name of ['BRAND_NAME', 'BRAND_SLUG', 'PORT', 'DATA_DIR', 'DATABASE_URL']) vi.stubEnv(name, '')
    const defaults = await load()
    expect(defaults).toMatchObject({ BRAND_NAME: 'Ashford', PORT: 3000, DATA_DIR: 'data', BRAND_SLUG: 'ashford' })
    expect(defaults.DATABASE_URL).toBeUndefined()
  })

  it("takes SITE_URL's default from the port the site is served on, so its links work there", async () => {
    vi.stubEnv('SITE_URL', '')
    vi.stubEnv('PORT', '3100')
    expect((await load()).SITE_URL).toBe('http://localhost:3100')
    vi.resetModules()
    vi.stubEnv('PORT', '')
    expect((await load()).SITE_URL).toBe('http://localhost:3000')
    vi.resetModules()
    vi.stubEnv('SITE_URL', 'https://www.brand.com.au')
    vi.stubEnv('PORT', '3100')
    expect((await load()).SITE_URL).toBe('https://www.brand.com.au')
  })

  it('rejects a brand slug that cannot be part of a URL, naming the setting', async () => {
    vi.stubEnv('BRAND_SLUG', 'Ash Ford')
    await expect(load()).rejects.toThrow(/^BRAND_SLUG: /)
  })

  it('takes hosted search settings in pairs: an app id without its search key names the missing one', async () => {
    vi.stubEnv('ALGOLIA_APP_ID', 'ABC123')
    vi.stubEnv('ALGOLIA_SEARCH_KEY', '')
    await expect(load()).rejects.toThrow(/^ALGOLIA_SEARCH_KEY: /)
  })

  it('rejects an Algolia app id that is a URL', async () => {
    vi.stubEnv('ALGOLIA_APP_ID', 'https://abc.algolia.net')
    vi.stubEnv('ALGOLIA_SEARCH_KEY', 'search-key')
    await expect(load()).rejects.toThrow(/^ALGOLIA_APP_ID: /)
  })
})

describe('REVIEW_REQUEST_DELAY', () => {
  it('is 14 days unless set, and reads durations such as 2m', async () => {
    vi.stubEnv('REVIEW_REQUEST_DELAY', '')
    expect((await load()).REVIEW_REQUEST_DELAY).toBe(14 * 86_400_000)
    vi.resetModules()
    vi.stubEnv('REVIEW_REQUEST_DELAY', '2m')
    expect((await load()).REVIEW_REQUEST_DELAY).toBe(120_000)
  })

  it('refuses a value that is not a duration, naming the setting', async () => {
    vi.stubEnv('REVIEW_REQUEST_DELAY', '14 days')
    await expect(load()).rejects.toThrow(/^REVIEW_REQUEST_DELAY: a duration such as 14d/)
  })
})
