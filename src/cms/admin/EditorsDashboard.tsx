import type { ServerProps } from 'payload'

import { settings } from '../../shared/settings'
import { MODERATED_COLLECTIONS, MODERATION_LABELS } from './moderationRules'
import { type ScheduleInput, scheduledAction, sydneyDateTime, upcomingSchedules } from './schedules'
import { crossedThisWeek, formatVital, vitalsReport } from './vitalsReport'

const EDITED = [
  ['pages', 'Page'],
  ['products', 'Product'],
  ['articles', 'Article'],
] as const

/**
 * The first thing editors see in /admin: what is waiting for them (moderation, scheduled publishing),
 * what changed lately, and the public site. Payload's collection tiles follow below.
 */
export async function EditorsDashboard({ payload, user }: ServerProps) {
  const waiting = await Promise.all(
    MODERATED_COLLECTIONS.map(async (collection) => ({
      collection,
      count: (await payload.count({ collection, where: { status: { equals: 'pending' } }, overrideAccess: true })).totalDocs,
    })),
  )
  const scheduled = await upcomingSchedules(payload)
  const slow = crossedThisWeek(await vitalsReport(payload, 7))
  const recent = (
    await Promise.all(
      EDITED.map(async ([collection, kind]) =>
        (
          await payload.find({
            collection,
            sort: '-updatedAt',
            limit: 5,
            depth: 0,
            overrideAccess: true,
            draft: true,
            select: { title: true, updatedAt: true, _status: true },
          })
        ).docs.map((doc) => ({
          kind,
          collection,
          id: doc.id,
          title: doc.title,
          status: doc._status,
          updatedAt: doc.updatedAt,
        })),
      ),
    )
  )
    .flat()
    .sort((a, b) => String(b.updatedAt).localeCompare(String(a.updatedAt)))
    .slice(0, 8)

  return (
    <section aria-labelledby="editors-dashboard" style={{ marginBottom: '2rem' }}>
      <h2 id="editors-dashboard">Good to see you{user && 'name' in user && user.name ? `, ${String(user.name)}` : ''}</h2>
      <p>
        Everything visitors see is edited here. Drafts stay private until published; the Live Preview button on a page, product or article shows it at phone,
        tablet and desktop widths as you type. The editors&apos; guide (docs/EDITORS.md) has the everyday tasks.
      </p>
      <div style={{ display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}>
        <div>
          <h3>Waiting for moderation</h3>
          <ul>
            {waiting.map(({ collection, count }) => (
              <li key={collection}>
                <a href={`/admin/collections/${collection}?where[status][equals]=pending&sort=submissionTime`}>
                  {count} {count === 1 ? MODERATION_LABELS[collection].singular : MODERATION_LABELS[collection].plural}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3>Scheduled</h3>
          {scheduled.docs.length === 0 ? (
            <p>Nothing is scheduled. Schedule a publish or unpublish from a document&apos;s Publish menu.</p>
          ) : (
            <ul>
              {scheduled.docs.map((job) => {
                const input = (job.input ?? {}) as ScheduleInput
                return (
                  <li key={job.id}>
                    {scheduledAction(input)}{' '}
                    {input.doc?.relationTo ? (
                      <a
                        href={`/admin/collections/${input.doc.relationTo}/${String(input.doc.value)}`}
                      >{`${input.doc.relationTo} #${String(input.doc.value)}`}</a>
                    ) : null}{' '}
                    at {sydneyDateTime(job.waitUntil)}
                  </li>
                )
              })}
            </ul>
          )}
        </div>
        <div data-testid="vitals-dashboard">
          <h3>Page speed this week</h3>
          {slow.length === 0 ? (
            <p>Every page type measured this week is within the good thresholds.</p>
          ) : (
            <ul>
              {slow.map((item) => (
                <li key={`${item.pageType}-${item.device}-${item.metric}`}>
                  {item.pageType} on {item.device}: {item.metric} {formatVital(item.metric, item.p75)} ({item.rating})
                </li>
              ))}
            </ul>
          )}
          <p>
            <a href="/admin/vitals">Web Vitals by page type</a>
          </p>
        </div>
        <div>
          <h3>Recently changed</h3>
          <ul>
            {recent.map((doc) => (
              <li key={`${doc.collection}-${doc.id}`}>
                <a href={`/admin/collections/${doc.collection}/${doc.id}`}>{doc.title}</a> ({doc.kind.toLowerCase()},{' '}
                {doc.status === 'published' ? 'published' : 'draft'}, {sydneyDateTime(doc.updatedAt)})
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3>The public site</h3>
          <ul>
            <li>
              <a href="/en-au/" target="_blank" rel="noreferrer">
                Home page (opens in a new tab)
              </a>
            </li>
            <li>
              <a href="/en-au/products" target="_blank" rel="noreferrer">
                All products (opens in a new tab)
              </a>
            </li>
            <li>
              <a href="/en-au/articles" target="_blank" rel="noreferrer">
                Articles (opens in a new tab)
              </a>
            </li>
            <li>
              <a href="/admin/collections/redirects">Redirects</a>
            </li>
          </ul>
          <p>{settings().BRAND_NAME} Australia · en-AU</p>
        </div>
      </div>
    </section>
  )
}
