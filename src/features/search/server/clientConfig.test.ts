import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

const load = async () => (await import('./clientConfig')).searchClientConfig()

describe('searchClientConfig', () => {
  it('is undefined without hosted settings: the browser uses the built-in endpoint', async () => {
    vi.stubEnv('ALGOLIA_APP_ID', '')
    vi.stubEnv('ALGOLIA_SEARCH_KEY', '')
    expect(await load()).toBeUndefined()
  })

  it('gives the browser the app id and search-only key, never the admin key', async () => {
    vi.stubEnv('ALGOLIA_APP_ID', 'ABC123')
    vi.stubEnv('ALGOLIA_SEARCH_KEY', 'search-only-key')
    vi.stubEnv('ALGOLIA_ADMIN_KEY', 'admin-key')
    const config = await load()
    expect(config).toEqual({ appId: 'ABC123', searchKey: 'search-only-key' })
    expect(JSON.stringify(config)).not.toContain('admin-key')
  })
})
