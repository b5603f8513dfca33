import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'

import { payloadSecret } from './secret'
import { settings } from '../shared/settings'
import { Articles } from './collections/Articles'
import { Brands } from './collections/Brands'
import { Pages } from './collections/Pages'
import { Products } from './collections/Products'
import {
  ArticleSections,
  Categories,
  Countries,
  FaqEntries,
  Families,
  GlossaryEntries,
  Keywords,
  Retailers,
  Topics,
} from './collections/Taxonomies'
import { Users } from './collections/Users'
import { databaseAdapter } from './database'
import { ContactDetails } from './globals/ContactDetails'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: payloadSecret(),
  serverURL: settings().SITE_URL,
  telemetry: false,
  // Payload's REST and GraphQL APIs live under /cms-api, leaving /api/reviews and /api/search to the site.
  routes: { api: '/cms-api', graphQL: '/graphql', graphQLPlayground: '/graphql-playground', admin: '/admin' },
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ` · ${settings().BRAND_NAME} back office` },
    importMap: { baseDir: path.resolve(dirname, '..') },
  },
  editor: lexicalEditor(),
  db: databaseAdapter(),
  collections: [
    Pages,
    Products,
    Articles,
    Brands,
    Categories,
    Families,
    Retailers,
    Keywords,
    ArticleSections,
    Topics,
    Countries,
    FaqEntries,
    GlossaryEntries,
    Users,
  ],
  globals: [ContactDetails],
  typescript: { outputFile: path.resolve(dirname, '../payload-types.ts') },
  graphQL: { disablePlaygroundInProduction: true },
})
