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

  it('rejects a brand slug that cannot be part of a URL, naming the setting', async () => {
    vi.stubEnv('BRAND_SLUG', 'Ash Ford')
    await expect(load()).rejects.toThrow(/^BRAND_SLUG: /)
  })
})
