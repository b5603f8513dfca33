/**
 * Runs once when a Next.js server starts, before it answers anything (Next calls it from the server's
 * `prepare()`; never during `next build`, where NEXT_PHASE is `phase-production-build`).
 *
 * A production start must be the site's own server (scripts/server.mjs, what `npm start` runs): it sets
 * each response's CSP nonce, the URL rules and the 404 decision, and the visitor's address, and it sets
 * what the app reads of it in the environment before Next starts
 * (shared/serverContract.mjs). Under `next start` or another server the pages would be served without
 * any of it, silently: this refuses to start instead, with the command to use. Checked here, once, rather
 * than per request: a check in a layout would read the request's headers and make every cached page
 * dynamic, and the proxy (src/proxy.ts) runs for a few kinds of request only, on purpose. Then the job
 * queue's clock starts.
 *
 * Nothing of Payload here (src/cms/payload.ts says why it must not start from instrumentation). The check
 * is imported only in the Node.js runtime, as Next's guide does it, so the Edge build never sees
 * `process.exit`.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { startServerSide } = await import('./instrumentation-node')
  await startServerSide()
}
