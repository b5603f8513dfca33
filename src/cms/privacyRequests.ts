import type { Endpoint, PayloadRequest } from 'payload'

/**
 * Australian Privacy Principles 12 and 13 (access and correction on request): an administrator exports
 * the sign-ups as CSV and erases everything the site holds about one email address.
 */
const isAdmin = (req: PayloadRequest) => req.user?.role === 'admin'
const forbidden = () => Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })

/** Collections that hold a visitor's email: records erased whole. */
export const PERSONAL_DATA_COLLECTIONS = ['subscribers', 'product-registrations', 'contact-messages', 'review-requests', 'outbox'] as const

/**
 * What a person wrote for everyone (reviews, questions, answers) stays, as the words of an anonymous
 * customer: their email, name, place and device fingerprint go.
 */
export const AUTHORED_COLLECTIONS = ['reviews', 'questions', 'answers'] as const
const ANONYMOUS = { userNickname: 'Anonymous', userLocation: null, fingerprint: null } as const

export const SUBSCRIPTION_LIST_NAMES = ['newsletter', 'waitlist', 'gaming'] as const

/** Who did what, without the person's address: an administrator's id and the counts. */
const logPrivacyAction = (req: PayloadRequest, action: string, detail: Record<string, unknown>) =>
  req.payload.logger.info({ msg: `privacy: ${action}`, admin: req.user?.id, ...detail })

const CSV_COLUMNS = [
  'email',
  'name',
  'list',
  'status',
  'optins',
  'campaignId',
  'channelId',
  'consentText',
  'consentAt',
  'confirmedAt',
  'unsubscribedAt',
  'createdAt',
] as const

function csvCell(value: unknown): string {
  const text = value == null ? '' : String(value)
  // A leading = + - @ would run as a formula in a spreadsheet: prefix it.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export const exportCsvEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!isAdmin(req)) return forbidden()
    const list = new URL(req.url ?? '', 'http://site').searchParams.get('list') ?? ''
    if (list && !(SUBSCRIPTION_LIST_NAMES as readonly string[]).includes(list))
      return Response.json({ errors: [{ message: `list must be one of ${SUBSCRIPTION_LIST_NAMES.join(', ')}` }] }, { status: 400 })
    const rows = [CSV_COLUMNS.join(',')]
    for (let page = 1; ; page += 1) {
      const result = await req.payload.find({
        collection: 'subscribers',
        page,
        limit: 500,
        depth: 0,
        sort: 'createdAt',
        overrideAccess: true,
        ...(list ? { where: { list: { equals: list } } } : {}),
      })
      for (const doc of result.docs) rows.push(CSV_COLUMNS.map((column) => csvCell((doc as unknown as Record<string, unknown>)[column])).join(','))
      if (!result.hasNextPage) break
    }
    logPrivacyAction(req, 'subscribers exported', { list: list || 'all', rows: rows.length - 1 })
    return new Response(`${rows.join('\r\n')}\r\n`, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="subscribers${list ? `-${list}` : ''}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}

export const eraseEndpoint: Endpoint = {
  path: '/erase',
  method: 'post',
  handler: async (req) => {
    if (!isAdmin(req)) return forbidden()
    const body = (await req.json?.().catch(() => null)) as { email?: unknown } | null
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : ''
    if (!/^[^@\s]+@[^@\s]+$/.test(email)) return Response.json({ errors: [{ message: 'Please enter a valid email address' }] }, { status: 400 })
    const erased: Record<string, number> = {}
    for (const collection of PERSONAL_DATA_COLLECTIONS) {
      const field = collection === 'outbox' ? 'to' : 'email'
      const result = await req.payload.delete({ collection, where: { [field]: { equals: email } }, overrideAccess: true })
      erased[collection] = result.docs.length
    }
    for (const collection of AUTHORED_COLLECTIONS) {
      const { docs } = await req.payload.find({
        collection,
        where: { userEmail: { equals: email } },
        depth: 0,
        pagination: false,
        overrideAccess: true,
        select: {},
      })
      for (const doc of docs) {
        await req.payload.update({
          collection,
          id: doc.id,
          data: { ...ANONYMOUS, userEmail: collection === 'reviews' ? `erased-${doc.id}@erased.invalid` : null },
          overrideAccess: true,
          context: { skipReviewStatistics: true },
        })
      }
      erased[collection] = docs.length
    }
    logPrivacyAction(req, 'a person erased', { erased })
    return Response.json({ message: `Erased the data held for that address.`, erased })
  },
}
