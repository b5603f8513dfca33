import { Button } from '@payloadcms/ui'
import type { ServerProps } from 'payload'

import { sydneyDay } from '../../shared/dates/sydneyDay'
import { createFromSearchHref } from '../collections/fromSearchReport'
import { type InsightRow, firstDay, insightsReport } from './insightsReport'
import styles from './SearchInsightsReport.module.css'

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`

/**
 * Above the list of search insights: for the last 7 and 28 days (Sydney), the top searches, the searches
 * that found nothing (each with links to a new synonym or rule opened for it), and click-through by
 * result position; in Payload's theme colours and buttons.
 */
export async function SearchInsightsReport({ payload }: ServerProps) {
  const today = sydneyDay()
  const { docs } = await payload.find({
    collection: 'search-insights',
    where: { day: { greater_than_equal: firstDay(today, 28) } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { day: true, query: true, pageType: true, searches: true, noResults: true, clicks: true },
  })
  const rows = docs as InsightRow[]
  const reports = [insightsReport(rows, today, 7), insightsReport(rows, today, 28)]
  const adminRoute = payload.config.routes.admin
  return (
    <div className={styles.report}>
      {reports.map((report) => (
        <section key={report.days} aria-labelledby={`insights-${report.days}`} className={styles.period}>
          <h2 id={`insights-${report.days}`}>
            Last {report.days} days: {report.searches} searches
          </h2>
          <h3 id={`insights-${report.days}-top`}>Top searches</h3>
          <ol aria-labelledby={`insights-${report.days}-top`} className={styles.rows}>
            {report.top.map(({ query, searches }) => (
              <li key={query}>
                <span className={styles.query}>{query}</span> <span className={styles.count}>({searches})</span>
              </li>
            ))}
          </ol>
          <h3 id={`insights-${report.days}-none`}>Searches with no results</h3>
          <ol aria-labelledby={`insights-${report.days}-none`} className={styles.rows}>
            {report.noResults.map(({ query, searches }) => (
              <li key={query} className={styles.noResult}>
                <span>
                  <span className={styles.query}>{query}</span> <span className={styles.count}>({searches})</span>
                </span>
                <span className={styles.actions}>
                  <Button
                    el="link"
                    url={createFromSearchHref(adminRoute, 'search-synonyms', query)}
                    buttonStyle="secondary"
                    size="small"
                    margin={false}
                    aria-label={`Add a synonym for “${query}”`}
                  >
                    Add a synonym
                  </Button>
                  <Button
                    el="link"
                    url={createFromSearchHref(adminRoute, 'search-rules', query)}
                    buttonStyle="secondary"
                    size="small"
                    margin={false}
                    aria-label={`Add a rule for “${query}”`}
                  >
                    Add a rule
                  </Button>
                </span>
              </li>
            ))}
          </ol>
          {report.noResults.length === 0 ? <p className={styles.none}>None: every search found something.</p> : null}
          <h3>Click-through by position</h3>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Position</th>
                <th scope="col">Clicks</th>
                <th scope="col">Per search</th>
              </tr>
            </thead>
            <tbody>
              {report.clickThrough.map(({ position, clicks, rate }) => (
                <tr key={position}>
                  <td>{position}</td>
                  <td>{clicks}</td>
                  <td>{percent(rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  )
}
