import { describe, expect, it } from 'vitest'

import { parseCspReports } from './cspReports'

describe('CSP violation reports', () => {
  it("reads a report-uri report down to the directive, the blocked origin and the page's path", () => {
    const report = {
      'csp-report': {
        'document-uri': 'https://www.ashford.example/en-au/unsubscribe?token=secret-token&email=a%40b.example',
        referrer: 'https://mail.example/inbox/42',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        'original-policy': "script-src 'nonce-x'",
        'blocked-uri': 'https://cdn.tracker.example/t.js?visitor=123',
        'script-sample': 'alert(document.cookie)',
        'source-file': 'https://www.ashford.example/_next/static/chunks/a.js',
        'line-number': 3,
      },
    }
    expect(parseCspReports('application/csp-report', report)).toEqual([
      { directive: 'script-src-elem', blocked: 'https://cdn.tracker.example', page: '/en-au/unsubscribe' },
    ])
  })

  it('reads a Reporting API batch, keeping CSP violations only and naming inline and eval', () => {
    const batch = [
      {
        type: 'csp-violation',
        age: 10,
        url: 'x',
        user_agent: 'UA',
        body: { documentURL: 'https://s.example/en-au/faq?q=1', effectiveDirective: 'script-src-elem', blockedURL: 'inline', sample: 'x' },
      },
      { type: 'csp-violation', body: { documentURL: 'https://s.example/en-au/', effectiveDirective: 'script-src', blockedURL: 'eval' } },
      { type: 'deprecation', body: { id: 'x' } },
    ]
    expect(parseCspReports('application/reports+json', batch)).toEqual([
      { directive: 'script-src-elem', blocked: 'inline', page: '/en-au/faq' },
      { directive: 'script-src', blocked: 'eval', page: '/en-au/' },
    ])
  })

  it('refuses what is no report', () => {
    expect(parseCspReports('application/csp-report', { hello: 'world' })).toBeUndefined()
    expect(
      parseCspReports('application/csp-report', { 'csp-report': { 'document-uri': 'not an address', 'violated-directive': 'script-src' } }),
    ).toBeUndefined()
    expect(
      parseCspReports('application/csp-report', { 'csp-report': { 'document-uri': 'https://s.example/', 'violated-directive': 'DROP TABLE;' } }),
    ).toBeUndefined()
    expect(parseCspReports('application/reports+json', { type: 'csp-violation' })).toBeUndefined()
    expect(
      parseCspReports(
        'application/reports+json',
        Array.from({ length: 101 }, () => ({ type: 'csp-violation' })),
      ),
    ).toBeUndefined()
  })
})
