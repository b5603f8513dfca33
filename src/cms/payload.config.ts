import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type Config } from 'payload'
import sharp from 'sharp'

import { payloadSecret } from './secret'
import { settings } from '../shared/settings'
import { Articles, ArticleVotes } from './collections/Articles'
import { Brands } from './collections/Brands'
import { Media, MEDIA_MAX_BYTES } from './collections/Media'
import { Pages } from './collections/Pages'
import { Products } from './collections/Products'
import { ArticleSections, Categories, Countries, FaqEntries, Families, GlossaryEntries, Keywords, Retailers, Topics } from './collections/Taxonomies'
import { SearchInsights } from './collections/SearchInsights'
import { SearchRules, SearchSynonyms } from './collections/SearchSteering'
import { Users } from './collections/Users'
import { AnswerVotes, Answers, Questions } from './collections/Questions'
import { Reviews, ReviewVotes } from './collections/Reviews'
import { EmailOptOuts, ReviewRequests } from './collections/ReviewRequests'
import { ContactMessages, ProductRegistrations, Subscribers } from './collections/Subscriptions'
import { SamplingApplications, SamplingCampaigns } from './collections/Sampling'
import { CspReports } from './collections/CspReports'
import { databaseAdapter } from './database'
import { Outbox } from './email/Outbox'
import { outboxEmailAdapter } from './email/outboxAdapter'
import { jobs } from './jobs'
import { mediaStorage } from './storage'
import { ContactDetails } from './globals/ContactDetails'
import { ConsentSettings } from './globals/ConsentSettings'
import { ConsentRecords } from './collections/Consent'
import { VitalsBuckets } from './collections/Vitals'
import { PREVIEW_COLLECTIONS, previewPath } from './editing/preview'
import { redirects } from './editing/redirects'
import { seo } from './editing/seo'
import { backOfficeOrigins } from '../shared/routing/siteOrigins.mjs'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: payloadSecret(),
  serverURL: settings().SITE_URL,
  telemetry: false,
  // Payload's REST and GraphQL APIs live under /cms-api, leaving /api/reviews and /api/search to the site.
  routes: { api: '/cms-api', graphQL: '/graphql', graphQLPlayground: '/graphql-playground', admin: '/admin' },
  // Cookie-authenticated writes to the back office are accepted only from the site's own origin (and its
  // other loopback names when it runs on this machine).
  csrf: backOfficeOrigins(settings().SITE_URL),
  admin: {
    user: Users.slug,
    // Payload's built-in avatar: Gravatar would send a hash of each editor's email to a third party
    // (and show a broken image offline).
    avatar: 'default',
    meta: { titleSuffix: ` · ${settings().BRAND_NAME} back office` },
    importMap: { baseDir: path.resolve(dirname, '..') },
    // Scheduled publishing and dates in the editors' own time zones (Australian, Sydney first).
    timezones: {
      defaultTimezone: 'Australia/Sydney',
      supportedTimezones: [
        { label: 'Sydney, Melbourne, Canberra, Hobart', value: 'Australia/Sydney' },
        { label: 'Brisbane', value: 'Australia/Brisbane' },
        { label: 'Adelaide', value: 'Australia/Adelaide' },
        { label: 'Darwin', value: 'Australia/Darwin' },
        { label: 'Perth', value: 'Australia/Perth' },
        { label: 'UTC', value: 'UTC' },
      ],
    },
    // The editors' first screen: what waits for them, what is scheduled, recent changes (admin/EditorsDashboard.tsx).
    // Sign-in asks for the second factor and walks an account through setting it up (admin/TwoFactorLogin.tsx).
    // The editors' guide (docs/EDITORS.md) opens at /admin/guide, linked from the dashboard and the menu.
    // The brand's logo and icon are drawn inline (admin/BrandGraphics.tsx).
    components: {
      beforeDashboard: ['/cms/admin/EditorsDashboard#EditorsDashboard'],
      // Real-user Core Web Vitals per page type and device class (admin/VitalsView.tsx); the editors' guide.
      afterNavLinks: ['/cms/admin/VitalsNavLink#VitalsNavLink', '/cms/admin/GuideNavLink#GuideNavLink'],
      graphics: { Logo: '/cms/admin/BrandGraphics#BrandLogo', Icon: '/cms/admin/BrandGraphics#BrandIcon' },
      views: {
        login: { Component: '/cms/admin/TwoFactorLogin#TwoFactorLogin', path: '/login' },
        vitals: { Component: '/cms/admin/VitalsView#VitalsView', path: '/vitals' },
        guide: { Component: '/cms/admin/EditorsGuide#EditorsGuide', path: '/guide', meta: { title: "Editors' guide" } },
      },
    },
    // Live preview of pages, products and articles at a phone's, a tablet's and a desktop's width: the site's
    // preview route checks the editor and turns on draft mode; the page refreshes on every autosave.
    livePreview: {
      collections: [...PREVIEW_COLLECTIONS],
      url: ({ data, collectionConfig }) => (data?.id && collectionConfig ? previewPath(collectionConfig.slug, data.id) : null),
      breakpoints: [
        { label: 'Phone (375)', name: 'phone', width: 375, height: 812 },
        { label: 'Tablet (768)', name: 'tablet', width: 768, height: 1024 },
        { label: 'Desktop (1280)', name: 'desktop', width: 1280, height: 800 },
      ],
    },
  },
  // The Publish menu's "Schedule publish" opens the scheduling drawer on Publish, as its title says
  // (admin/SchedulePublishButton.tsx; Payload would open it on Unpublish for a published document with no
  // newer draft); Unpublish is the drawer's other type.
  i18n: {
    translations: {
      en: { general: { schedulePublishFor: 'Schedule publish for {{title}}' }, version: { schedulePublish: 'Schedule publish' } },
    },
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
    SearchSynonyms,
    SearchRules,
    SearchInsights,
    ArticleSections,
    Topics,
    Countries,
    FaqEntries,
    GlossaryEntries,
    Users,
    Reviews,
    ReviewVotes,
    ReviewRequests,
    Questions,
    Answers,
    AnswerVotes,
    Subscribers,
    ProductRegistrations,
    ContactMessages,
    SamplingCampaigns,
    SamplingApplications,
    EmailOptOuts,
    Outbox,
    CspReports,
    ConsentRecords,
    VitalsBuckets,
  ],
  // Every email goes to the outbox and a retried delivery job (email/outboxAdapter.ts).
  email: outboxEmailAdapter,
  jobs,
  globals: [ContactDetails, ConsentSettings],
  typescript: { outputFile: path.resolve(dirname, '../payload-types.ts') },
  graphQL: { disablePlaygroundInProduction: true },
  // A sign-in stopped at the second factor is an everyday event, and its set-up step carries a new secret:
  // its message only, never its data (twoFactor/hooks.ts).
  // (Payload's type lists only its own error names; the logger looks up any error's name.)
  loggingLevels: { TwoFactorStep: 'info' } as NonNullable<Config['loggingLevels']>,
  // Image sizes and focal-point crops of uploaded media.
  sharp,
  // A larger upload is refused (413) before anything is stored.
  upload: { limits: { fileSize: MEDIA_MAX_BYTES }, responseOnLimit: 'The file is too large: images can be up to 10 MB.' },
  // Official plugins (pinned to Payload's version): SEO fields with a search-result preview, redirects.
  plugins: [...mediaStorage(), seo, redirects],
})
