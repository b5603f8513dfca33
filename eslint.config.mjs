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
 * - a feature imports only the features FEATURE_IMPORTS lists for it, and those only through a public
 *   entry (PUBLIC_ENTRIES); never app. The list has no cycle (checked when this file loads), so no two
 *   features import each other;
 * - entries keep their promise: a feature's `index` is browser-safe (no server entry, no `server-only`,
 *   no data module), its `pageTypes` pure data (values only from its own modules; types from anywhere);
 * - app reaches features through their public entries too; scripts/ likewise, and never app;
 * - a file leaves its own layer (or its own feature's folder) only through the `@/` alias, so the rule
 *   can see where every import goes (a relative `../../catalogue/x` would hide it).
 * Generated per feature folder; a new feature folder must be given its line in FEATURE_IMPORTS.
 */
const root = path.dirname(fileURLToPath(import.meta.url))
const features = fs
  .readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
/**
 * Which features each feature may import, the bases first: content (the page-type and block
 * contracts) and the features that need no other; then those built on them. What a base feature's
 * page needs from a feature above it comes in as a slot, a source or a registry entry (src/app).
 */
export const FEATURE_IMPORTS = {
  analytics: [],
  consent: [],
  content: [],
  mail: [],
  privacy: [],
  favourites: ['content'],
  seo: ['content'],
  contact: ['content'],
  help: ['content'],
  subscriptions: ['content', 'mail'],
  articles: ['content', 'favourites', 'seo'],
  catalogue: ['analytics', 'content', 'favourites', 'seo'],
  reviews: ['catalogue', 'mail', 'seo'],
  reviewRequests: [],
  search: ['analytics', 'articles', 'catalogue', 'content'],
  vitals: [],
  shell: ['analytics', 'consent', 'content', 'favourites', 'privacy', 'search', 'seo', 'subscriptions', 'vitals'],
}
/** A cycle in a feature graph (['a', 'b', 'a']), or undefined when there is none. */
export function featureCycle(graph) {
  const done = new Set()
  const visit = (name, trail) => {
    if (trail.includes(name)) return [...trail.slice(trail.indexOf(name)), name]
    if (done.has(name)) return undefined
    for (const next of graph[name] ?? []) {
      const cycle = visit(next, [...trail, name])
      if (cycle) return cycle
    }
    done.add(name)
    return undefined
  }
  for (const name of Object.keys(graph)) {
    const cycle = visit(name, [])
    if (cycle) return cycle
  }
  return undefined
}
const unlisted = features.filter((name) => !(name in FEATURE_IMPORTS))
if (unlisted.length) throw new Error(`eslint.config.mjs: say which features ${unlisted.join(', ')} may import (FEATURE_IMPORTS).`)
const cycle = featureCycle(FEATURE_IMPORTS)
if (cycle) throw new Error(`eslint.config.mjs: features must not import each other in a cycle: ${cycle.join(' -> ')}.`)
/** A feature's public entries: `index.ts` (its surface), `server.ts` or `server/index.ts` (server-only
 * code), `pageTypes.ts` (pure page-type data that next.config.ts can load). */
export const PUBLIC_ENTRIES = ['index', 'server', 'pageTypes']
const publicEntry = `(?:${PUBLIC_ENTRIES.join('|')})(?:\\.tsx?)?$`
const otherFeaturePrivate = (own) => `^@/features/${own ? `(?!${own}/)` : ''}[^/]+/(?!${publicEntry})`
const messages = {
  shared: 'shared is the bottom layer: it imports nothing of cms, features or app.',
  cms: 'cms imports nothing of features or app: features read content through cms, not the other way.',
  privateFile: `Another feature's private file: import its public entry (${PUBLIC_ENTRIES.map((e) => `@/features/<name>/${e}`).join(', ')}) instead.`,
  app: 'app is the top layer: nothing below it imports a route.',
  featureImports: (own) =>
    `${own} may import ${FEATURE_IMPORTS[own].length ? `only the features ${FEATURE_IMPORTS[own].join(', ')}` : 'no other feature'} (FEATURE_IMPORTS in eslint.config.mjs; imports between features go one way). Take what it needs as a prop, slot or source instead.`,
  browserSafeIndex: "A feature's index is browser-safe: export server code (reads, views that read) from its server entry instead.",
  pureData: "pageTypes is pure data (next.config.ts loads it): value imports only of the feature's own modules that import nothing; types from anywhere.",
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
    const allowed = [name, ...FEATURE_IMPORTS[name]].join('|')
    const otherFeatures = { regex: `^@/features/(?!(?:${allowed})(?:/|$))`, message: messages.featureImports(name) }
    return withinFolder(`src/features/${name}`, [otherFeatures, privateFiles, { regex: '^@/app(?:/|$)', message: messages.app }], [otherFeatures, privateFiles])
  }),
  // Entries keep their promise (a second rule name, so the folder rules above still apply to them).
  {
    files: ['src/features/*/index.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:server-only|next/headers|@/cms/payload)$|(?:^|/)server(?:/index)?$|^\\./(?:data|pageViews)$',
              message: messages.browserSafeIndex,
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/*/pageTypes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\./)', message: messages.pureData, allowTypeImports: true }] }],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/proxy.ts', 'next.config.ts'],
    rules: restrict({ regex: otherFeaturePrivate(), message: messages.privateFile }),
  },
  // Scripts reach src/ relatively (they run outside Next's alias): the same public entries, never app.
  {
    files: ['scripts/**/*.{ts,mjs}'],
    // bench-search measures the built-in engine alone: its server entry would load the Payload-reading records.
    ignores: ['scripts/bench-search.ts'],
    rules: restrict(
      { regex: '^(?:\\.\\./)+src/app(?:/|$)', message: messages.app },
      { regex: `^(?:\\.\\./)+src/features/[^/]+/(?!${publicEntry})`, message: messages.privateFile },
    ),
  },
]

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      // Every Next.js build directory (.next, .next-test, .next-bench, any other a script or a person makes).
      '.next*/',
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
      // Images are plain <img> with the attributes next/image's getImageProps computes on the server
      // (shared/ui/imageAttributes.ts): a srcset of the stored sizes, no client component.
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
