import path from 'node:path'
import { z } from 'zod'

import { DURATION_HINT, parseDuration } from './dates/duration'

/**
 * The one place that reads the environment. Every setting, its default and its meaning live here;
 * README.md's settings table mirrors this file.
 */
const optionalText = z.string().trim().optional()

const schema = z
  .object({
    BRAND_NAME: z.string().trim().min(1).default('Ashford'),
    BRAND_SLUG: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and hyphens only')
      .default('ashford'),
    // The public origin (canonical links, sitemap, emails, redirects). Unset: http://localhost:PORT.
    SITE_URL: z.url(),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATA_DIR: z.string().trim().min(1).default('data'),
    DATABASE_URL: optionalText,
    // PostgreSQL: the most connections one instance opens (node-postgres's pool). At least SERVER_MAX_ACTIVE,
    // so no admitted request waits for a connection (docs/BENCHMARKS.md, the pool at 5, 10 and 20). Each instance of a
    // cluster opens its own, so instances x this stays below the server's max_connections.
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
    // Submissions (sign-ups, reviews, helpful votes) stored while the visitor waits, at most this many a second
    // per instance; past it, and while any wait, a submission is accepted into the intake (one insert) and
    // stored moments later by a background loop (src/cms/intake): a crowd is answered at once.
    INTAKE_INLINE_RATE: z.coerce.number().int().min(0).max(1000).default(10),
    // Several instances: Redis shares what one process would keep to itself (form rate limits, the news of
    // a content change for every instance's search index and address list).
    REDIS_URL: z
      .string()
      .trim()
      .refine((value) => /^rediss?:\/\/[^/]/.test(value), 'redis:// or rediss:// followed by the server')
      .optional(),
    PAYLOAD_SECRET: optionalText,
    ADMIN_EMAIL: optionalText,
    // The first account's password: at least 12 characters (the back office's own rule, cms/collections/Users.ts).
    ADMIN_PASSWORD: z.string().trim().min(12, 'at least 12 characters').optional(),
    // The first account's API key (`Authorization: users API-Key <key>`), given to it when it is created: for
    // scripts and benchmarks, which cannot answer the second factor. Unset: the account has no API key.
    ADMIN_API_KEY: z.string().trim().min(24, 'at least 24 characters').optional(),
    // Who must sign in to the back office with a second factor (an authenticator app's code, src/cms/twoFactor):
    // every account, administrators only, or whoever set it up. An account that has set it up always needs it.
    BACK_OFFICE_TWO_FACTOR: z.enum(['required', 'admins', 'optional']).default('required'),
    GTM_ID: optionalText,
    // How long a visitor's cookie choice is kept (days) before the banner asks again; a new version of the
    // consent text (the back office's Cookie choice) asks at once.
    CONSENT_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
    // The share of page views that send their Core Web Vitals (percent; 0 turns the beacon off).
    VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(100).default(100),
    PRIVACY_DATA_URL: z.url().optional(),
    // Hosted search (Algolia). Without an app id and search key the site's built-in engine answers.
    ALGOLIA_APP_ID: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]+$/, 'letters and digits only (the application id, not a URL)')
      .optional(),
    ALGOLIA_SEARCH_KEY: optionalText,
    // Write access, for `npm run search:sync` only: never sent to the browser, never logged.
    ALGOLIA_ADMIN_KEY: optionalText,
    // Outgoing email over SMTP (`smtp://user:pass@host:587`, `smtps://…` for TLS). Unset: messages wait in
    // the back office's outbox (/admin/collections/outbox) and the log says so.
    SMTP_URL: z
      .url()
      .refine((value) => /^smtps?:\/\//.test(value), 'smtp:// or smtps:// followed by the server (credentials in the URL)')
      .optional(),
    // The sender of every email: an address, or `Name <address>`.
    MAIL_FROM: optionalText,
    // Reviews (Conversations API 5.4): the base URL the site's reviews client calls (unset: the site's own
    // service, /api/reviews/data, called in-process) and its pass key (unset: the built-in service takes any).
    REVIEWS_API_URL: z.url().optional(),
    REVIEWS_PASSKEY: optionalText,
    // Context-data fields the product page's reviews can be filtered on (comma list; DECISIONS.md §4).
    REVIEWS_FILTER_FIELDS: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_]*(?:,[A-Za-z0-9_]+)*$/)
      .default('HairType,HairLength,HairNeed'),
    // How long after a product registration (or a sampling campaign's dispatch) its one review request is
    // emailed: a duration such as 14d, 12h or 2m. Read as milliseconds.
    REVIEW_REQUEST_DELAY: z
      .string()
      .trim()
      .default('14d')
      .transform((value, context) => {
        const ms = parseDuration(value)
        if (ms === undefined) {
          context.addIssue({ code: 'custom', message: DURATION_HINT })
          return z.NEVER
        }
        return ms
      }),
    // Consumer-data platform: each confirmed sign-up is forwarded there (a retried job). Unset: nothing is sent.
    CDP_URL: z.url().optional(),
    CDP_TOKEN: optionalText,
    // Uploaded images (the back office's media): S3-compatible storage when S3_BUCKET is set, else the disk
    // under DATA_DIR/media. S3_ENDPOINT is for other providers than AWS (MinIO, R2, a local server).
    S3_BUCKET: optionalText,
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
  })
  .superRefine((value, context) => {
    if (value.S3_BUCKET && Boolean(value.S3_ACCESS_KEY_ID) !== Boolean(value.S3_SECRET_ACCESS_KEY)) {
      const missing = value.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'
      context.addIssue({ code: 'custom', path: [missing], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither' })
    }
    if (Boolean(value.ALGOLIA_APP_ID) === Boolean(value.ALGOLIA_SEARCH_KEY)) return
    const missing = value.ALGOLIA_APP_ID ? 'ALGOLIA_SEARCH_KEY' : 'ALGOLIA_APP_ID'
    context.addIssue({ code: 'custom', path: [missing], message: 'ALGOLIA_APP_ID and ALGOLIA_SEARCH_KEY go together: set both or neither' })
  })

export type Settings = z.infer<typeof schema>

export class SettingsError extends Error {}

let cached: Settings | undefined

/** Reads and checks the environment once; a bad value throws a SettingsError naming the setting. */
/** SITE_URL's default: this machine on the port the site is served on, so its links work where it runs. */
export const defaultSiteUrl = (port: string | undefined) => `http://localhost:${/^\d{1,5}$/.test(port?.trim() ?? '') ? port!.trim() : '3000'}`

export function settings(): Settings {
  if (cached) return cached
  // An empty variable (`BRAND_NAME=` in an env file) means "not set": it takes the default.
  const present = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== undefined && value.trim() !== ''))
  const parsed = schema.safeParse({ SITE_URL: defaultSiteUrl(present.PORT), ...present })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new SettingsError(`${issue.path.join('.')}: ${issue.message}`)
  }
  cached = parsed.data
  return cached
}

export function dataDir(): string {
  // runtime location chosen by the operator: not something the bundler should trace
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), settings().DATA_DIR)
}

/** Where uploaded media files live on disk when no S3 bucket is set. */
export function mediaDir(): string {
  return path.join(dataDir(), 'media')
}

export function usesPostgres(): boolean {
  return Boolean(settings().DATABASE_URL)
}

export function sqliteFile(): string {
  return path.join(dataDir(), 'site.db')
}
