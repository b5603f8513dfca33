import type { TextField } from 'payload'

/** A URL-safe, unique slug. */
export const slugField = (overrides: Partial<TextField> = {}): TextField =>
  ({
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar' },
    validate: (value: unknown) =>
      typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? true : 'Use lower-case letters, digits and single hyphens.',
    ...overrides,
  }) as TextField
