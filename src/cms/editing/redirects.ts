import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { type CollectionBeforeValidateHook, type Field, type Payload, type PayloadRequest, ValidationError } from 'payload'

import { signedIn } from '../access'
import { revalidateCollection } from '../hooks/revalidate'
import { PUBLISHED } from '../published'
import { type AddressFields, documentPath } from './documentPath'

/**
 * Redirects managed by editors, through Payload's official redirects plugin: from an old path of the
 * site to a document (its address follows the document when it is renamed again) or to an address.
 * The server's front applies them before its 404 decision (scripts/server/front.mjs, from
 * /api/site-paths); the sitemap never lists a redirected address. A redirect that would lead to
 * itself, or into or out of another redirect (a chain), is refused with a message that says so.
 */
export const REDIRECT_COLLECTIONS = ['pages', 'products', 'articles'] as const
type RedirectCollection = (typeof REDIRECT_COLLECTIONS)[number]

export interface RedirectTarget {
  type?: 'reference' | 'custom' | null
  reference?: { relationTo: string; value: unknown } | null
  url?: string | null
}

export interface SiteRedirect {
  from: string
  to: string
  status: 301 | 302
}

const LOCALE_PREFIX = '/en-au/'

/** An old address as the front compares it: a path under /en-au/ without query or trailing slash. */
export function normaliseFromPath(value: unknown): string | null {
  if (typeof value !== 'string') return null
  let path = value.trim()
  try {
    if (/^https?:\/\//i.test(path)) path = new URL(path).pathname
  } catch {
    return null
  }
  path = pathOnly(path).replace(/\/+$/, '')
  if (!path.startsWith(LOCALE_PREFIX) || path.length <= LOCALE_PREFIX.length || /\/\/|\s/.test(path)) return null
  return path
}

/** An address without its query or fragment: what two redirects' addresses are compared by. */
const pathOnly = (address: string) => address.replace(/[?#].*$/, '')

const idOf = (value: unknown): number | string | null => {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: number | string }).id
  return null
}

/** Where a redirect leads: the referenced document's public address, or its own address. Null: nowhere. */
export async function redirectTargetPath(
  to: RedirectTarget | null | undefined,
  { payload, req, publishedOnly = false }: { payload: Payload; req?: PayloadRequest; publishedOnly?: boolean },
): Promise<string | null> {
  if (!to) return null
  if (to.type === 'custom') {
    const url = to.url?.trim() ?? ''
    if (/^https:\/\/[^\s/]+/i.test(url)) return url
    return url.startsWith('/') && !url.startsWith('//') ? url.replace(/(.)\/+$/, '$1') : null
  }
  const relationTo = to.reference?.relationTo as RedirectCollection | undefined
  const id = idOf(to.reference?.value)
  if (!relationTo || !REDIRECT_COLLECTIONS.includes(relationTo) || id === null) return null
  const { docs } = await payload.find({
    collection: relationTo,
    where: { id: { equals: id }, ...(publishedOnly ? PUBLISHED : {}) },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return docs[0] ? documentPath(relationTo, docs[0] as AddressFields, { payload, ...(req ? { req } : {}) }) : null
}

type RedirectDoc = { id: number | string; from: string; to?: RedirectTarget | null; type?: string | null }

/** Every redirect, each with where it leads now (published documents only): what the front applies. */
export async function siteRedirects(payload: Payload): Promise<SiteRedirect[]> {
  const { docs } = await payload.find({ collection: 'redirects', depth: 0, pagination: false, overrideAccess: true })
  const resolved = await Promise.all(
    (docs as unknown as RedirectDoc[]).map(async (doc) => {
      const to = await redirectTargetPath(doc.to, { payload, publishedOnly: true })
      return to ? { from: doc.from, to, status: doc.type === '302' ? 302 : 301 } : null
    }),
  )
  return resolved.filter((redirect): redirect is SiteRedirect => redirect !== null)
}

/** What published document has this address, if any (a redirect applies only where no page is). */
async function publishedDocumentAt(path: string, req: PayloadRequest): Promise<string | null> {
  const rest = path.slice(LOCALE_PREFIX.length)
  const [first, second, third] = rest.split('/')
  const found = async (collection: 'pages' | 'products' | 'articles', where: Record<string, unknown>) =>
    (await req.payload.count({ collection, where: { ...PUBLISHED, ...where }, overrideAccess: true, req })).totalDocs > 0
  if (first === 'products' && second && !third && (await found('products', { slug: { equals: second } }))) return `product '${second}'`
  if (first === 'articles' && third && (await found('articles', { slug: { equals: third } }))) return `article '${third}'`
  return (await found('pages', { path: { equals: rest } })) ? `page '${rest}'` : null
}

const refuse = (path: string, message: string): never => {
  throw new ValidationError({ collection: 'redirects', errors: [{ path, message }] })
}

/** The old address tidied, and a redirect that would loop or chain refused. */
const checkRedirect: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  if (!data) return data
  const from = normaliseFromPath(data.from ?? originalDoc?.from)
  if (!from) return refuse('from', "The old address must be a path of this site under /en-au/, such as '/en-au/products/old-name'.")
  data.from = from
  const target: RedirectTarget = { ...(originalDoc?.to ?? {}), ...(data.to ?? {}) }
  // Messages about where it leads show under the box the editor filled in.
  const targetField = target.type === 'custom' ? 'to.url' : 'to.reference'
  const to = await redirectTargetPath(target, { payload: req.payload, req })
  if (!to) return refuse(targetField, "Choose the page it leads to, or an address on this site starting with '/' (or an https:// address).")
  const page = await publishedDocumentAt(from, req)
  if (page) return refuse('from', `${from} is the address of the published ${page}: unpublish it or change its address first, then this redirect takes over.`)
  const toPath = pathOnly(to)
  if (toPath === from) return refuse(targetField, 'A redirect cannot lead to its own old address: that would be a loop.')
  const others = (
    (await req.payload.find({ collection: 'redirects', depth: 0, pagination: false, overrideAccess: true, req })).docs as unknown as RedirectDoc[]
  ).filter((other) => String(other.id) !== String(originalDoc?.id ?? ''))
  const onward = others.find((other) => other.from === toPath)
  if (onward)
    return refuse(targetField, `${toPath} already redirects elsewhere: lead this redirect straight to where that one goes, so visitors are not sent on twice.`)
  for (const other of others) {
    if (pathOnly((await redirectTargetPath(other.to, { payload: req.payload, req })) ?? '') === from)
      return refuse('from', `The redirect from ${other.from} leads to ${from}: lead that one to the final address first, so visitors are not sent on twice.`)
  }
  return data
}

export const redirects = redirectsPlugin({
  collections: [...REDIRECT_COLLECTIONS],
  redirectTypes: ['301', '302'],
  redirectTypeFieldOverride: { defaultValue: '301', admin: { description: '301: moved for good (search engines move their listing). 302: for now.' } },
  overrides: {
    admin: {
      group: 'Site',
      useAsTitle: 'from',
      defaultColumns: ['from', 'to.type', 'type', 'updatedAt'],
      description: "Send an old address to a new one: a renamed product or article, a retired page. Applied before 'Page not found'.",
    },
    access: { read: signedIn, create: signedIn, update: signedIn, delete: signedIn },
    hooks: { beforeValidate: [checkRedirect], ...revalidateCollection('redirects') },
    fields: ({ defaultFields }) =>
      defaultFields.map((field): Field =>
        field.type === 'text' && field.name === 'from'
          ? {
              ...field,
              admin: { ...field.admin, description: "The old path, e.g. '/en-au/products/old-name' (an address pasted in full is trimmed to its path)." },
            }
          : field,
      ),
  },
})
