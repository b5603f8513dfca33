/**
 * The import rule holds because `npm run lint` (ESLint, eslint.config.mjs) refuses to break it: each
 * case lints a one-line module placed at a path inside src/ and reads the layer rule's verdict.
 */
import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.mjs') })

async function layerErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = value\n`, { filePath: path.join(root, file) })
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message)
}

describe('the layer rule (npm run lint)', () => {
  it("refuses a feature importing another feature's private file", async () => {
    const errors = await layerErrors('src/features/content/Example.tsx', "import { value } from '@/features/catalogue/ProductCard'")
    expect(errors).toEqual([expect.stringContaining("Another feature's private file")])
  })

  it("refuses the same through a relative path out of the feature's folder", async () => {
    const errors = await layerErrors('src/features/search/ui/Example.tsx', "import { value } from '../../catalogue/data'")
    expect(errors).toEqual([expect.stringContaining("Leave your own folder through the '@/' alias")])
  })

  it("accepts a feature importing another feature's public entries", async () => {
    for (const entry of ['@/features/catalogue', '@/features/catalogue/index', '@/features/search/server', '@/features/catalogue/pageTypes']) {
      expect(await layerErrors('src/features/content/Example.tsx', `import { value } from '${entry}'`), entry).toEqual([])
    }
  })

  it('accepts a feature reaching its own private files', async () => {
    expect(await layerErrors('src/features/catalogue/listing/Example.tsx', "import { value } from '../compare/compareQuery'")).toEqual([])
    expect(await layerErrors('src/features/catalogue/Example.tsx', "import { value } from '@/features/catalogue/data'")).toEqual([])
  })

  it('refuses shared importing cms, by alias or relative path, or Payload itself', async () => {
    for (const source of ["import { value } from '@/cms/payload'", "import { value } from '../cms/payload'", "import value from '@payload-config'", "import { value } from 'payload'"]) {
      expect(await layerErrors('src/shared/example.ts', source), source).toEqual([expect.stringMatching(/shared is the bottom layer|Leave your own folder/)])
    }
  })

  it('refuses shared importing a feature, and cms importing a feature', async () => {
    expect(await layerErrors('src/shared/ui/example.ts', "import { value } from '@/features/catalogue'")).toEqual([expect.stringContaining('shared is the bottom layer')])
    expect(await layerErrors('src/cms/hooks/example.ts', "import { value } from '@/features/catalogue'")).toEqual([expect.stringContaining('cms imports nothing of features')])
    expect(await layerErrors('src/cms/hooks/example.ts', "import { value } from '../../features/catalogue'")).toEqual([expect.stringContaining('cms imports nothing of features')])
  })

  it('refuses a route importing a private feature file', async () => {
    expect(await layerErrors('src/app/sitemap.ts', "import { value } from '@/features/seo/sitemap'")).toEqual([expect.stringContaining("Another feature's private file")])
  })
})
