import type { ServerProps } from 'payload'

import { sydneyDay } from '../../shared/dates/sydneyDay'
import { type InsightRow, firstDay, insightsReport } from './insightsReport'

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`

/**
 * Above the list of search insights: for the last 7 and 28 days (Sydney), the top searches, the searches
 * that found nothing, and click-through by result position.
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
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(20rem, 1fr))', gap: '2rem', marginBottom: '2rem' }}>
      {reports.map((report) => (
        <section key={report.days} aria-labelledby={`insights-${report.days}`}>
          <h2 id={`insights-${report.days}`}>
            Last {report.days} days: {report.searches} searches
          </h2>
          <h3>Top searches</h3>
          <ol>
            {report.top.map(({ query, searches }) => (
              <li key={query}>
                {query} ({searches})
              </li>
            ))}
          </ol>
          <h3>Searches with no results</h3>
          <ol>
            {report.noResults.map(({ query, searches }) => (
              <li key={query}>
                {query} ({searches})
              </li>
            ))}
          </ol>
          <h3>Click-through by position</h3>
          <table>
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
