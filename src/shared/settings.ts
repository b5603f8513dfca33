import path from 'node:path'
import { z } from 'zod'

/**
 * The one place that reads the environment. Every setting, its default and its meaning live here;
 * README.md's settings table mirrors this file.
 */
const optionalText = z.string().trim().optional()

const schema = z.object({
  BRAND_NAME: z.string().trim().min(1).default('Ashford'),
  BRAND_SLUG: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and hyphens only')
    .default('ashford'),
  SITE_URL: z.url().default('http://localhost:3000'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().trim().min(1).default('data'),
  DATABASE_URL: optionalText,
  PAYLOAD_SECRET: optionalText,
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  GTM_ID: optionalText,
  PRIVACY_DATA_URL: z.url().optional(),
})

export type Settings = z.infer<typeof schema>

export class SettingsError extends Error {}

let cached: Settings | undefined

/** Reads and checks the environment once; a bad value throws a SettingsError naming the setting. */
export function settings(): Settings {
  if (cached) return cached
  // An empty variable (`BRAND_NAME=` in an env file) means "not set": it takes the default.
  const present = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== undefined && value.trim() !== ''))
  const parsed = schema.safeParse(present)
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

export function usesPostgres(): boolean {
  return Boolean(settings().DATABASE_URL)
}

export function sqliteFile(): string {
  return path.join(dataDir(), 'site.db')
}
