import os from 'node:os'
import path from 'node:path'

import { defineConfig } from '@playwright/test'

import { CONSENT_COOKIE } from './src/shared/consent/consent'

/**
 * Browser tests run in Debian's Chromium (never a downloaded browser) against the production build in
 * .next-test, served on TEST_PORT with the test database prepared by scripts/test.mjs.
 */
const port = Number(process.env.TEST_PORT ?? 3100)
const smtpPort = port + 25
const smtpControlPort = port + 26
const dataDir = process.env.TEST_DATA_DIR ?? path.join(os.tmpdir(), 'site-browser-tests')
// The servers run on the Node that runs Playwright (the project's Node 24 under `npm test`), not on
// whichever `node` the shell would find first.
const node = JSON.stringify(process.execPath)
/**
 * Every test's browser has answered the cookie choice (Reject all, the seeded text's version 1), so the
 * banner covers nothing the tests press; consent.spec.ts clears it to test the banner itself.
 */
const answeredConsent = { name: CONSENT_COOKIE, value: '1.00.00000000-0000-4000-8000-000000000000', domain: '127.0.0.1', path: '/' }

export default defineConfig({
  testDir: 'tests/browser',
  // Signs the editor in once for all workers (after the web server is up).
  globalSetup: './tests/browser/signIn.ts',
  // One spec per feature; two specs run side by side, a spec's tests in order. Two workers beat one on two
  // cores, and every test in parallel was no faster (docs/BENCHMARKS.md).
  fullyParallel: false,
  workers: Number(process.env.TEST_WORKERS ?? 2),
  retries: 0,
  // A test's time limit only catches a hang (speed is the benchmarks' to measure): on this busy 2-core
  // machine, a whole-page axe run or a page's hydration under the full suite's load takes twice a quiet run's.
  timeout: 60_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    storageState: { cookies: [{ ...answeredConsent, expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Everything that only reads: the seeded site.
    { name: 'site', grepInvert: /@editing|@quiet/ },
    // Tests that publish their own records (tagged EDITING in tests/browser/fixtures.ts) run once the
    // readers are done, since a published product joins the lists they count; among themselves they
    // share nothing, so they run fully in parallel.
    { name: 'editing', grep: /@editing/, grepInvert: /@quiet/, dependencies: ['site'], fullyParallel: true },
    // Tests that check a change leaves something alone (tagged QUIET) run last, one at a time in one
    // worker, while nothing else changes the site.
    { name: 'quiet', grep: /@quiet/, dependencies: ['editing'], fullyParallel: false },
  ],
  webServer: [
    {
      // A real SMTP server on loopback that keeps what it receives (tests/browser/support/mailSink.mjs).
      command: `${node} tests/browser/support/mailSink.mjs`,
      url: `http://127.0.0.1:${smtpControlPort}/`,
      reuseExistingServer: false,
      env: { TEST_SMTP_PORT: String(smtpPort), TEST_SMTP_CONTROL_PORT: String(smtpControlPort) },
    },
    {
      command: `${node} scripts/server.mjs`,
      url: `http://127.0.0.1:${port}/en-au/`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        NODE_ENV: 'production',
        NEXT_DIST_DIR: '.next-test',
        DATA_DIR: dataDir,
        SITE_URL: `http://127.0.0.1:${port}`,
        NEXT_TELEMETRY_DISABLED: '1',
        SITE_TEST_HOOKS: '1',
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'Ashford <hello@ashford.example>',
        // The mail sink also stands in for the consumer-data platform (its /cdp endpoint).
        CDP_URL: `http://127.0.0.1:${smtpControlPort}/cdp`,
        CDP_TOKEN: 'browser-tests-cdp-token',
        // A tag manager container id, so the tests see it wait for the cookie choice (its requests are
        // intercepted; nothing leaves the machine).
        GTM_ID: 'GTM-TEST1',
        // Review requests a minute after a registration, so reviewRequests.spec.ts sees one sent by the
        // queue's own clock.
        REVIEW_REQUEST_DELAY: '1m',
      },
    },
  ],
})
