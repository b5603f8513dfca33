import { Card, Pill } from '@payloadcms/ui'
import type { ServerProps } from 'payload'

import { settings } from '../../shared/settings'
import { reviewRequestLoop } from '../reviewRequests/loop'
import styles from './EditorsDashboard.module.css'
import { GUIDE_PATH } from './guideMarkdown'
import { MODERATED_COLLECTIONS, MODERATION_LABELS } from './moderationRules'
import { scheduledAction, scheduledDoc, scheduledTitles, sydneyDateTime, upcomingSchedules } from './schedules'
import { crossedThisWeek, formatVital, vitalsReport } from './vitalsReport'

const EDITED = [
  ['pages', 'Page'],
  ['products', 'Product'],
  ['articles', 'Article'],
] as const

const PUBLIC_PAGES = [
  ['Home page', '/en-au/'],
  ['All products', '/en-au/products'],
  ['Articles', '/en-au/articles'],
] as const

/**
 * The first thing editors see in /admin: what is waiting for them (moderation, scheduled publishing, by
 * each document's title), what changed lately, the editors' guide and the public site, drawn with
 * Payload's own cards and theme colours. Payload's collection tiles follow below.
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
  const titles = await scheduledTitles(payload, scheduled.docs)
  const loop = await reviewRequestLoop(payload)
  const average = (value: number | null) => (value === null ? '–' : value.toFixed(2))
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
    <section aria-labelledby="editors-dashboard" className={styles.dashboard}>
      <h2 id="editors-dashboard">Good to see you{user && 'name' in user && user.name ? `, ${String(user.name)}` : ''}</h2>
      <p className={styles.intro}>
        Everything visitors see is edited here. Drafts stay private until published; the Live Preview button on a page, product or article shows it at phone,
        tablet and desktop widths as you type. The <a href={GUIDE_PATH}>editors&apos; guide</a> walks through the everyday tasks.
      </p>
      <div className={styles.panels}>
        <section className={styles.panel} aria-labelledby="dashboard-moderation">
          <h3 id="dashboard-moderation">Waiting for moderation</h3>
          <ul className={styles.rows}>
            {waiting.map(({ collection, count }) => (
              <li key={collection}>
                <a href={`/admin/collections/${collection}?where[status][equals]=pending&sort=submissionTime`}>
                  {count === 1 ? MODERATION_LABELS[collection].singular : MODERATION_LABELS[collection].plural}
                </a>
                <span className={styles.count}>{count}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.panel} aria-labelledby="dashboard-scheduled">
          <h3 id="dashboard-scheduled">Scheduled</h3>
          {scheduled.docs.length === 0 ? (
            <p>Nothing is scheduled. Schedule a publish or unpublish from a document&apos;s Publish menu.</p>
          ) : (
            <ul className={styles.rows}>
              {scheduled.docs.map((job) => {
                const doc = scheduledDoc(job.input)
                const title = doc ? (titles.get(`${doc.collection}:${doc.id}`) ?? `Untitled (${doc.collection} ${doc.id})`) : 'A document no longer there'
                return (
                  <li key={job.id}>
                    <span>
                      <Pill size="small">{scheduledAction(job.input)}</Pill>{' '}
                      {doc ? <a href={`/admin/collections/${doc.collection}/${doc.id}`}>{title}</a> : title}
                    </span>
                    <span className={styles.meta}>{sydneyDateTime(job.waitUntil)}</span>
                  </li>
                )
              })}
            </ul>
          )}
        </section>
        <section className={styles.panel} aria-labelledby="dashboard-vitals" data-testid="vitals-dashboard">
          <h3 id="dashboard-vitals">Page speed this week</h3>
          {slow.length === 0 ? (
            <p>Every page type measured this week is within the good thresholds.</p>
          ) : (
            <ul className={styles.rows}>
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
        </section>
        <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="dashboard-review-requests" data-testid="review-requests-dashboard">
          <h3 id="dashboard-review-requests">Review requests</h3>
          {loop.length === 0 ? (
            <p>No review request yet. Owners who register a product and tick the box get one, REVIEW_REQUEST_DELAY later.</p>
          ) : (
            <div className={styles.tableScroll}>
              <table className={styles.table}>
                <caption>
                  Per product and sampling campaign. Opened: the link&apos;s form used (mail scanners open every link, so openings alone are not counted).
                  Averages of approved reviews.
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col">Sent</th>
                    <th scope="col">Opened</th>
                    <th scope="col">Written</th>
                    <th scope="col">Approved</th>
                    <th scope="col">Average, requested</th>
                    <th scope="col">Average, unrequested</th>
                  </tr>
                </thead>
                <tbody>
                  {loop.map((line) => (
                    <tr key={`${line.productId}-${line.campaignId ?? 'registration'}`}>
                      <th scope="row">
                        {line.productTitle}
                        {line.campaignId === null ? ' (registrations)' : ` (campaign ${line.campaignId})`}
                      </th>
                      <td>{line.sent}</td>
                      <td>{line.opened}</td>
                      <td>{line.written}</td>
                      <td>{line.approved}</td>
                      <td>{average(line.requestedAverage)}</td>
                      <td>{average(line.unrequestedAverage)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <p>
            <a href="/admin/collections/review-requests">Every review request</a>
          </p>
        </section>
        <section className={styles.panel} aria-labelledby="dashboard-recent">
          <h3 id="dashboard-recent">Recently changed</h3>
          <ul className={styles.rows}>
            {recent.map((doc) => (
              <li key={`${doc.collection}-${doc.id}`}>
                <a href={`/admin/collections/${doc.collection}/${doc.id}`}>{doc.title}</a>
                <span className={styles.meta}>
                  {doc.kind}, {doc.status === 'published' ? 'published' : 'draft'}, {sydneyDateTime(doc.updatedAt)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <h3 id="dashboard-links">Guide and site</h3>
      <ul className={styles.links} aria-labelledby="dashboard-links">
        <li>
          <Card title="Editors' guide" href={GUIDE_PATH} buttonAriaLabel="Open the editors' guide" />
        </li>
        {PUBLIC_PAGES.map(([title, href]) => (
          <li key={href}>
            {/* Payload's card, as a link that opens the public site beside the back office. */}
            <a className={`card ${styles.siteLink}`} href={href} target="_blank" rel="noreferrer">
              <span className="card__title">{title}</span>
              <span className={styles.meta}>opens in a new tab</span>
            </a>
          </li>
        ))}
        <li>
          <Card title="Redirects" href="/admin/collections/redirects" buttonAriaLabel="Open the redirects" />
        </li>
      </ul>
      <p className={styles.intro}>{settings().BRAND_NAME} Australia · en-AU</p>
    </section>
  )
}
