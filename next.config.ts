import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { UNINDEXED_HOST_PATTERN } from './src/shared/routing/indexing'
import { QUERY_DRIVEN_KEYS } from './src/app/pageTypes'
import { MAX_REQUEST_BODY_BYTES } from './scripts/server/limits.mjs'
import { MEDIA_WIDTHS } from './src/shared/media/picture'
import { securityHeaders } from './src/shared/security/headers'

const contentPagePath = '/en-au/:path((?!products/|family/|articles/|questions/|write-review/).*)'
const unindexedHost = { type: 'host', value: `.*(?:${UNINDEXED_HOST_PATTERN}).*` } as const

const nextConfig: NextConfig = {
  // Tests build into their own folder so a test run never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Routes that exist only for the browser tests (a failing page, a failing root layout) are named
  // `*.test-route.tsx` and built only when the test runner asks (SITE_TEST_ROUTES=1, scripts/test.mjs):
  // a production build has no such route at all.
  pageExtensions: ['tsx', 'ts', 'jsx', 'js', ...(process.env.SITE_TEST_ROUTES === '1' ? ['test-route.tsx'] : [])],
  poweredByHeader: false,
  productionBrowserSourceMaps: process.env.ANALYZE === '1',
  // scripts/server.mjs compresses, after it has put each response's CSP nonce in (Next's own gzip would
  // hand it compressed bytes).
  compress: false,
  // The security headers of every response but the CSP, whose nonce is new in each response (scripts/server.mjs).
  async headers() {
    return securityHeaders(process.env.SITE_URL?.startsWith('https://') === true)
  },
  // Trailing slashes are handled by the server's front (scripts/server/front.mjs): the locale home keeps
  // its slash (`/en-au/`).
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
  // Resolve metadata before the first byte for every visitor, not only bots: the title and robots tags
  // belong in <head> (404 pages included), where browsers, screen readers and crawlers read them.
  htmlLimitedBots: /.*/,
  // With REDIS_URL (several instances) rendered pages and cached reads are kept in Redis, shared by every
  // instance (src/shared/cache/nextCacheHandler.mjs); without it, in each process's memory. Read when the server
  // starts, so one build serves both.
  ...(process.env.REDIS_URL?.trim()
    ? { cacheHandler: path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'src/shared/cache/nextCacheHandler.mjs'), cacheMaxMemorySize: 0 }
    : {}),
  // next/image's srcsets name the widths every upload is stored at (WebP, made at upload: MEDIA_WIDTHS)
  // through a loader (shared/ui/imageAttributes.ts): nothing is encoded while a visitor waits. Next's own
  // optimizer would encode on every request here (its disk cache is off with isrFlushToDisk: false), so
  // it takes no URL at all (an empty allow-list). SVGs are linked as they are.
  images: {
    deviceSizes: MEDIA_WIDTHS.filter((width) => width >= 640),
    imageSizes: MEDIA_WIDTHS.filter((width) => width < 640),
    localPatterns: [],
  },
  experimental: {
    globalNotFound: true,
    // Each page's CSS in its HTML: the first paint needs no stylesheet request.
    inlineCss: true,
    // Each page gets the CSS its own components import, not a chunk merged across page types: inlined, a
    // chunk costs no request, so the graph chunking is told requests are free. The chunks' order then
    // decides no rule: the shared styles sit in cascade layers below the features' (shared/ui/tokens.css),
    // and a component's rules over element names reach only its own parts (docs/ARCHITECTURE.md, CSS).
    cssChunking: { type: 'graph', requestCost: 0 },
    // Next hands the proxy (src/proxy.ts, multipart requests) a copy of the body cut at this size, and the
    // route then reads the cut copy: it must hold the largest upload the site takes (a review's 25 MB
    // video) with its form around it. Larger bodies are refused by the server's front (413).
    proxyClientMaxBodySize: MAX_REQUEST_BODY_BYTES,
    // Rendered pages and cached content reads live in memory, not on disk: cache-tag invalidations are
    // kept in memory too, so after a restart (or a re-seeded database) a disk copy would be served
    // stale for up to an hour. A restart starts from an empty cache instead.
    isrFlushToDisk: false,
  },
  // `npm test` type-checks the whole project (tsc); the build need not do it a second time.
  typescript: { ignoreBuildErrors: true },
  // Pages are served from a hidden first segment, /index/... or /noindex/... for staging hosts
  // (shared/routing/indexing.ts), so each variant renders and caches on its own and no page reads the
  // Host header.
  async rewrites() {
    return {
      beforeFiles: [
        // A listing's filters, a compare list, the advisor's answers: rendered per request
        // (each page type's query keys, src/app/pageTypes.ts). One rule per key, as `has` matches one key each.
        // Content pages only: product, family, article, questions and write-review pages have routes of their own.
        ...QUERY_DRIVEN_KEYS.flatMap((key) => [
          { source: contentPagePath, has: [unindexedHost, { type: 'query' as const, key }], destination: '/noindex/query/en-au/:path' },
          { source: contentPagePath, has: [{ type: 'query' as const, key }], destination: '/index/query/en-au/:path' },
        ]),
        { source: '/en-au/:path*', has: [unindexedHost], destination: '/noindex/en-au/:path*' },
        { source: '/en-au/:path*', destination: '/index/en-au/:path*' },
      ],
      afterFiles: [],
      fallback: [],
    }
  },
}

const withBackOffice = withPayload(nextConfig, { devBundleServerPackages: false })

export default {
  ...withBackOffice,
  // Payload asks every page for the colour-scheme client hint its back office uses; `Critical-CH` makes a
  // browser request a page twice on a first visit, so the hint is asked for in the back office only.
  async headers() {
    const rules = (await withBackOffice.headers?.()) ?? []
    return rules.map((rule) => (rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule))
  },
} satisfies NextConfig
