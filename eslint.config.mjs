import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The import rule (docs/ARCHITECTURE.md "Layers"): shared <- cms <- features <- app.
 * - `shared` imports nothing of cms, features or app (nor Payload's config or generated types);
 * - `cms` imports nothing of features or app;
 * - a feature reaches another feature only through a public entry (PUBLIC_ENTRIES), and never app;
 * - app reaches features through their public entries too;
 * - a file leaves its own layer (or its own feature's folder) only through the `@/` alias, so the rule
 *   can see where every import goes (a relative `../../catalogue/x` would hide it).
 * Generated per feature folder, so a new feature is covered by existing.
 */
const root = path.dirname(fileURLToPath(import.meta.url))
const features = fs
  .readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
/** A feature's public entries: `index.ts` (its surface), `server.ts` or `server/index.ts` (server-only
 * code), `pageTypes.ts` (pure page-type data that next.config.ts can load). */
export const PUBLIC_ENTRIES = ['index', 'server', 'pageTypes']
const publicEntry = `(?:${PUBLIC_ENTRIES.join('|')})(?:\\.tsx?)?$`
const otherFeaturePrivate = (own) =>
  `^@/features/${own ? `(?!${own}/)` : ''}[^/]+/(?!${publicEntry})`
const messages = {
  shared: 'shared is the bottom layer: it imports nothing of cms, features or app.',
  cms: 'cms imports nothing of features or app: features read content through cms, not the other way.',
  privateFile: `Another feature's private file: import its public entry (${PUBLIC_ENTRIES.map((e) => `@/features/<name>/${e}`).join(', ')}) instead.`,
  app: 'app is the top layer: nothing below it imports a route.',
  escape: "Leave your own folder through the '@/' alias, so the layer rule can see where the import goes.",
}
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })
/**
 * One config per folder depth below `base`: relative imports may climb at most to `base`; `patterns`
 * hold the layer's own restrictions. Tests may also import routes (`testPatterns` replace `patterns`).
 */
const withinFolder = (base, patterns, testPatterns = patterns) =>
  [0, 1, 2, 3, 4].flatMap((depth) => {
    const files = `${base}/${'*/'.repeat(depth)}*.{ts,tsx}`
    const escape = { regex: `^(?:\\.\\./){${depth + 1}}`, message: messages.escape }
    return [
      { files: [files], ignores: ['**/*.test.ts'], rules: restrict(...patterns, escape) },
      { files: [files.replace('*.{ts,tsx}', '*.test.ts')], rules: restrict(...testPatterns, escape) },
    ]
  })
const layerRules = [
  ...withinFolder('src/shared', [
    { regex: '^(?:@/(?:cms|features|app|payload-types)(?:/|$)|@payload-config$|payload$|@payloadcms/)', message: messages.shared },
  ]),
  // cms may climb to shared relatively (Payload's CLI loads the config without the alias).
  {
    files: ['src/cms/**/*.{ts,tsx}'],
    rules: restrict({ regex: '^(?:@/(?:features|app)(?:/|$)|(?:\\.\\./)+(?:features|app)/)', message: messages.cms }),
  },
  ...features.flatMap((name) => {
    const privateFiles = { regex: otherFeaturePrivate(name), message: messages.privateFile }
    return withinFolder(`src/features/${name}`, [privateFiles, { regex: '^@/app(?:/|$)', message: messages.app }], [privateFiles])
  }),
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/proxy.ts', 'next.config.ts'],
    rules: restrict({ regex: otherFeaturePrivate(), message: messages.privateFile }),
  },
]

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.next/',
      '.next-test/',
      '.next-dev/',
      '.next-bench/',
      'data/',
      'public/',
      'test-results/',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/cms/migrations/',
      'src/app/(payload)/admin/importMap.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Images are SVGs served as they are (images.unoptimized); next/image adds nothing for them.
      '@next/next/no-img-element': 'off',
      // Plain links: pages are server-rendered and every navigation is a document load by design.
      '@next/next/no-html-link-for-pages': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  ...layerRules,
)
