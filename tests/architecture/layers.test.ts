/**
 * The import rule holds because `npm run lint` (ESLint, eslint.config.mjs) refuses to break it: each
 * case lints a one-line module placed at a path inside src/ and reads the layer rule's verdict.
 */
import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

import { FEATURE_IMPORTS, featureCycle } from '../../eslint.config.mjs'

const root = path.resolve(__dirname, '../..')
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.mjs') })

async function layerErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = value\n`, { filePath: path.join(root, file) })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((message) => message.message)
}

describe('the layer rule (npm run lint)', () => {
  it("refuses a feature importing another feature's private file", async () => {
    const errors = await layerErrors('src/features/search/Example.tsx', "import { value } from '@/features/catalogue/ProductCard'")
    expect(errors).toEqual([expect.stringContaining("Another feature's private file")])
  })

  it("refuses the same through a relative path out of the feature's folder", async () => {
    const errors = await layerErrors('src/features/search/ui/Example.tsx', "import { value } from '../../catalogue/data'")
    expect(errors).toEqual([expect.stringContaining("Leave your own folder through the '@/' alias")])
  })

  it("accepts a feature importing another feature's public entries", async () => {
    for (const entry of ['@/features/catalogue', '@/features/catalogue/index', '@/features/search/server', '@/features/catalogue/pageTypes']) {
      expect(await layerErrors('src/features/search/ui/Example.tsx', `import { value } from '${entry}'`), entry).toEqual([])
    }
  })

  it('accepts a feature reaching its own private files', async () => {
    expect(await layerErrors('src/features/catalogue/listing/Example.tsx', "import { value } from '../compare/compareQuery'")).toEqual([])
    expect(await layerErrors('src/features/catalogue/Example.tsx', "import { value } from '@/features/catalogue/data'")).toEqual([])
  })

  it('refuses shared importing cms, by alias or relative path, or Payload itself', async () => {
    for (const source of [
      "import { value } from '@/cms/payload'",
      "import { value } from '../cms/payload'",
      "import value from '@payload-config'",
      "import { value } from 'payload'",
    ]) {
      expect(await layerErrors('src/shared/example.ts', source), source).toEqual([expect.stringMatching(/shared is the bottom layer|Leave your own folder/)])
    }
  })

  it('refuses shared importing a feature, and cms importing a feature', async () => {
    expect(await layerErrors('src/shared/ui/example.ts', "import { value } from '@/features/catalogue'")).toEqual([
      expect.stringContaining('shared is the bottom layer'),
    ])
    expect(await layerErrors('src/cms/hooks/example.ts', "import { value } from '@/features/catalogue'")).toEqual([
      expect.stringContaining('cms imports nothing of features'),
    ])
    expect(await layerErrors('src/cms/hooks/example.ts', "import { value } from '../../features/catalogue'")).toEqual([
      expect.stringContaining('cms imports nothing of features'),
    ])
  })

  it('refuses a route importing a private feature file', async () => {
    expect(await layerErrors('src/app/sitemap.ts', "import { value } from '@/features/seo/sitemap'")).toEqual([
      expect.stringContaining("Another feature's private file"),
    ])
  })

  it('lets each feature import only the features it lists, one way', async () => {
    // content is the base: it imports no feature; seo builds on content, never the reverse.
    expect(await layerErrors('src/features/content/Example.tsx', "import { value } from '@/features/seo'")).toEqual([
      expect.stringContaining('content may import no other feature'),
    ])
    expect(await layerErrors('src/features/seo/Example.tsx', "import { value } from '@/features/content/pageTypes'")).toEqual([])
    expect(await layerErrors('src/features/seo/Example.tsx', "import { value } from '@/features/catalogue/server'")).toEqual([
      expect.stringContaining('seo may import only the features content'),
    ])
    expect(await layerErrors('src/features/content/blocks/Example.tsx', "import { value } from '@/features/articles/server'")).toEqual([
      expect.stringContaining('content may import no other feature'),
    ])
  })

  it('lists every feature, with no cycle between features', () => {
    expect(featureCycle(FEATURE_IMPORTS)).toBeUndefined()
    expect(featureCycle({ content: ['seo'], seo: ['catalogue'], catalogue: ['content'] })).toEqual(['content', 'seo', 'catalogue', 'content'])
    expect(featureCycle({ a: [], b: ['a'], c: ['a', 'b'] })).toBeUndefined()
  })

  it("keeps a feature's index browser-safe", async () => {
    for (const source of [
      "import { value } from './data'",
      "import { value } from './server'",
      "import { value } from '@/features/content/server'",
      "import 'server-only'\nconst value = 1",
    ]) {
      expect(await layerErrors('src/features/catalogue/index.ts', source), source).toEqual([expect.stringContaining('browser-safe')])
    }
    expect(await layerErrors('src/features/catalogue/index.ts', "import type { value } from './data'")).toEqual([])
  })

  it("keeps a feature's pageTypes pure data: values from its own modules, types from anywhere", async () => {
    expect(await layerErrors('src/features/catalogue/pageTypes.ts', "import { value } from '@/shared/settings'")).toEqual([
      expect.stringContaining('pure data'),
    ])
    expect(await layerErrors('src/features/catalogue/pageTypes.ts', "import type { value } from '@/features/content/pageTypes'")).toEqual([])
    expect(await layerErrors('src/features/catalogue/pageTypes.ts', "import { value } from './listing/listingKeys'")).toEqual([])
  })

  it("refuses a script importing a route or a feature's private file", async () => {
    expect(await layerErrors('scripts/example.ts', "import { value } from '../src/app/pageTypes'")).toEqual([expect.stringContaining('app is the top layer')])
    expect(await layerErrors('scripts/example.ts', "import { value } from '../src/features/catalogue/data'")).toEqual([
      expect.stringContaining("Another feature's private file"),
    ])
    expect(await layerErrors('scripts/example.ts', "import { value } from '../src/features/search/server'")).toEqual([])
  })
})
