import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { payloadSecret } from './secret'
import { settings } from '../shared/settings'
import { Articles, ArticleVotes } from './collections/Articles'
import { Brands } from './collections/Brands'
import { Media, MEDIA_MAX_BYTES } from './collections/Media'
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
import { AnswerVotes, Answers, Questions } from './collections/Questions'
import { Reviews, ReviewVotes } from './collections/Reviews'
import { ContactMessages, ProductRegistrations, Subscribers } from './collections/Subscriptions'
import { databaseAdapter } from './database'
import { Outbox } from './email/Outbox'
import { outboxEmailAdapter } from './email/outboxAdapter'
import { jobs } from './jobs'
import { mediaStorage } from './storage'
import { ContactDetails } from './globals/ContactDetails'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: payloadSecret(),
  serverURL: settings().SITE_URL,
  telemetry: false,
  // Payload's REST and GraphQL APIs live under /cms-api, leaving /api/reviews and /api/search to the site.
  routes: { api: '/cms-api', graphQL: '/graphql', graphQLPlayground: '/graphql-playground', admin: '/admin' },
  // Cookie-authenticated writes to the back office are accepted only from the site's own origin.
  csrf: [settings().SITE_URL],
  admin: {
    user: Users.slug,
    // Payload's built-in avatar: Gravatar would send a hash of each editor's email to a third party
    // (and show a broken image offline).
    avatar: 'default',
    meta: { titleSuffix: ` · ${settings().BRAND_NAME} back office` },
    importMap: { baseDir: path.resolve(dirname, '..') },
  },
  editor: lexicalEditor(),
  db: databaseAdapter(),
  collections: [
    Pages,
    Products,
    Articles,
    ArticleVotes,
    Brands,
    Media,
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
    Reviews,
    ReviewVotes,
    Questions,
    Answers,
    AnswerVotes,
    Subscribers,
    ProductRegistrations,
    ContactMessages,
    Outbox,
  ],
  // Every email goes to the outbox and a retried delivery job (email/outboxAdapter.ts).
  email: outboxEmailAdapter,
  jobs,
  globals: [ContactDetails],
  typescript: { outputFile: path.resolve(dirname, '../payload-types.ts') },
  graphQL: { disablePlaygroundInProduction: true },
  // Image sizes and focal-point crops of uploaded media.
  sharp,
  // A larger upload is refused (413) before anything is stored.
  upload: { limits: { fileSize: MEDIA_MAX_BYTES }, responseOnLimit: 'The file is too large: images can be up to 10 MB.' },
  plugins: mediaStorage(),
})
