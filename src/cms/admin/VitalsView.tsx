import { DefaultTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { VITAL_METRICS, VITAL_THRESHOLDS, type VitalMetric } from '../../shared/vitals/histogram'
import { formatVital, vitalsReport, type VitalsFigure, type VitalsLine } from './vitalsReport'

const RATING_COLOUR = { good: '#0a6b2d', 'needs improvement': '#8a4b00', poor: '#b00020' } as const

function trend(metric: VitalMetric, figure: VitalsFigure): string {
  if (figure.p75 === null || figure.previous === null) return 'no earlier data'
  if (figure.p75 === figure.previous) return 'unchanged'
  return `${figure.p75 < figure.previous ? 'better' : 'worse'} than ${formatVital(metric, figure.previous)}`
}

function VitalsTable({ days, lines }: { days: number; lines: VitalsLine[] }) {
  const caption = `Last ${days} days (p75, against the ${days} days before)`
  if (lines.length === 0) return <p>No measurements in the last {days} days yet.</p>
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', marginBottom: '2rem' }} data-testid={`vitals-${days}`}>
      <caption style={{ textAlign: 'left', fontWeight: 700, marginBottom: '0.5rem' }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            Page type
          </th>
          <th scope="col" style={cell}>
            Device
          </th>
          <th scope="col" style={cell}>
            Visits
          </th>
          {VITAL_METRICS.map((metric) => (
            <th key={metric} scope="col" style={cell}>
              {metric}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={`${line.pageType}-${line.device}`} data-page-type={line.pageType} data-device={line.device}>
            <th scope="row" style={cell}>
              {line.pageType}
            </th>
            <td style={cell}>{line.device}</td>
            <td style={cell} data-visits={line.visits}>
              {line.visits} <small>(before: {line.previousVisits})</small>
            </td>
            {VITAL_METRICS.map((metric) => {
              const figure = line.metrics[metric]
              return (
                <td key={metric} style={cell} data-metric={metric}>
                  {figure.p75 === null || !figure.rating ? (
                    '–'
                  ) : (
                    <>
                      <strong style={{ color: RATING_COLOUR[figure.rating] }}>{formatVital(metric, figure.p75)}</strong> {figure.rating}
                      <br />
                      <small>{trend(metric, figure)}</small>
                    </>
                  )}
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const cell = { border: '1px solid var(--theme-elevation-150)', padding: '0.4rem 0.6rem', textAlign: 'left', verticalAlign: 'top' } as const

/**
 * /admin/vitals: real-user Core Web Vitals per page type and device class, the 75th percentile of the last
 * 7 and 28 days against Google's good and poor thresholds, with the previous period's and the visits
 * measured. Signed-in users only.
 */
export async function VitalsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  if (!req.user) redirect('/admin/login?redirect=%2Fadmin%2Fvitals')
  const [week, month] = await Promise.all([vitalsReport(req.payload, 7), vitalsReport(req.payload, 28)])
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user}
      visibleEntities={visibleEntities}
    >
      <div className="gutter--left gutter--right" style={{ paddingBlock: '2rem' }}>
        <h1>Web Vitals</h1>
        <p>
          How fast pages are for real visitors, measured in their browsers: the 75th percentile of each metric, so three visits in four were at least this good.
          Thresholds (good / poor):{' '}
          {VITAL_METRICS.map(
            (metric) => `${metric} ${formatVital(metric, VITAL_THRESHOLDS[metric].good)} / ${formatVital(metric, VITAL_THRESHOLDS[metric].poor)}`,
          ).join(', ')}
          .
        </p>
        <VitalsTable days={7} lines={week} />
        <VitalsTable days={28} lines={month} />
      </div>
    </DefaultTemplate>
  )
}
