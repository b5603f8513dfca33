/**
 * Paint first, then hydrate: how scripts/server.mjs reshapes a public page's HTML as it streams out.
 *
 * A page's first paint waited for its stylesheets (a render-blocking request, a new connection on a
 * phone's network; an inline script after them waits too) while its scripts downloaded and ran, so on
 * a slow network the scripts' ~140 KB went first and the page showed later than an empty Next.js page by
 * a second or more. Two changes, both in the HTML only (the RSC payload and Next's runtime are untouched):
 *
 * 1. Stylesheets inline. Each `<link rel="stylesheet">` of the build's own CSS becomes a `<style>` with
 *    the file's text, followed by the same link `disabled` (never fetched, never applied) so that React,
 *    hydrating, finds the stylesheet it expects and inserts no other. Next's `experimental.inlineCss`
 *    puts the CSS in the page's RSC payload as well: the HTML tripled. A page that is whole when its head
 *    is written (a cached page) gets only the rules its markup and its RSC payload use
 *    (scripts/server/pageStyles.mjs); the whole files come in when scripts draw something outside those
 *    (scripts/server/wholeStylesheets.mjs), so what renders later finds every rule.
 * 2. Scripts after the first paint. Next's script tags (`<script src async>`) and its script preloads
 *    (`<link rel="preload" as="script">`, the islands' chunks) keep their place but become inert
 *    (`type="text/deferred"`, `rel="deferred-preload"`), and a small inline script in the head restores
 *    them once the document is parsed and a frame has been painted (at once when the page is hidden,
 *    where no frame comes). Hydration starts one frame later; the page's content, and its largest
 *    image, no longer queue behind the scripts. React finds its script elements (it looks them up by src).
 *
 * Bytes are handled as latin1 strings (one character per byte), so a chunk boundary inside a UTF-8
 * sequence is carried through untouched, and tags split across chunks are held back until complete.
 */
import { earlyActionsScript } from './earlyActions.mjs'
import { classesOf, pageRules } from './pageStyles.mjs'
import { wholeStylesheetsScript } from './wholeStylesheets.mjs'

const HEAD_END = '</head>'
const HTML_END = '</html>'
const MAX_HEAD_BYTES = 256 * 1024
// How long a whole head waits for the rest of its page, and how much of the page it holds meanwhile.
const HOLD_MS = 20
const MAX_HELD_BYTES = 1024 * 1024
const MAX_CARRY_BYTES = 8 * 1024
const EMPTY = Buffer.alloc(0)
const LT = 0x3c
const GT = 0x3e
// What SCRIPT_TAG and SCRIPT_PRELOAD match begins with one of these.
const BODY_MARKERS = ['<script src="/_next/static/', '<link rel="preload"'].map((marker) => Buffer.from(marker, 'latin1'))

// Any `<link>`: React writes a stylesheet's attributes in the order it was given them (Next's own
// stylesheets start with rel, a next/dynamic island's with href), so they are read one by one.
const LINK = /<link\s([^>]*?)\/?>/g
const STYLESHEET_REL = /(?:^|\s)rel="stylesheet"/
const DISABLED = /(?:^|\s)disabled(?:=|\s|$)/
const BUILD_CSS_HREF = /(?:^|\s)href="(\/_next\/static\/[\w\-/.]+\.css)"/
const SCRIPT_TAG = /<script src="(\/_next\/static\/[\w\-/.]+\.js)"(?=[^>]*\sasync="")/g
// A script preload of the build's own chunks, whatever the order of its attributes (React writes both).
const SCRIPT_PRELOAD = /<link rel="preload"(?=[^>]*\sas="script")(?=[^>]*\shref="\/_next\/static\/)/g

/**
 * The inline script that restores the deferred scripts after the first paint (it needs the page's nonce).
 * Each script and preload is restored in a task of its own (a MessageChannel message: unlike a timer, not
 * slowed in a hidden tab): done in one task, the steps add up to what Lighthouse's slowed-down phone
 * counts as a long task blocking input, while no step alone comes near its 50 ms threshold.
 * With `classes` (the page's stylesheets were cut down to the rules of these classes), the first step, before
 * any script, watches for what needs the whole stylesheets (./wholeStylesheets.mjs), whose fetches come last,
 * each a step of its own.
 */
export function bootScript(nonce, classes) {
  const steps = [
    ...(classes ? [`q.push(function(){${wholeStylesheetsScript(classes, 'function(f){q.push(f)}')}})`] : []),
    "e('script[type=\"text/deferred\"]',function(p){var s=document.createElement('script');s.src=p.getAttribute('src');s.async=true;document.head.appendChild(s)})",
    "e('link[rel=\"deferred-preload\"]',function(p){var l=document.createElement('link');l.rel='preload';l.as='script';l.href=p.getAttribute('href');document.head.appendChild(l)})",
  ].join(';')
  const code = `(function(){var d=0,q=[];function e(s,f){document.querySelectorAll(s).forEach(function(x){q.push(function(){f(x)})})}function go(){if(d)return;d=1;${steps};var c=new MessageChannel();c.port1.onmessage=function(){q.shift()();if(q.length)c.port2.postMessage(0)};if(q.length)c.port2.postMessage(0)}function later(){if(document.visibilityState!=='visible')return go();requestAnimationFrame(function(){setTimeout(go,0)})}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',later);else later()})()`
  // What a visitor does before the scripts have hydrated a control is kept for it (./earlyActions.mjs).
  return `<script nonce="${nonce}">${earlyActionsScript}${code}</script>`
}

/** Makes Next's scripts and script preloads inert until the boot script restores them. */
export function deferScripts(html) {
  return html.replace(SCRIPT_TAG, '<script type="text/deferred" src="$1"').replace(SCRIPT_PRELOAD, '<link rel="deferred-preload"')
}

/** Inlines the stylesheets whose text `stylesheetText(href)` gives (latin1, or undefined to keep the link). */
export function inlineStylesheets(head, stylesheetText, classes) {
  return head.replace(LINK, (link, attributes) => {
    if (!STYLESHEET_REL.test(attributes) || DISABLED.test(attributes)) return link
    const href = BUILD_CSS_HREF.exec(attributes)?.[1]
    const css = href === undefined ? undefined : stylesheetText(href)
    if (css === undefined) return link
    const rules = classes ? pageRules(css, classes) : undefined
    // A stylesheet cut down to the page's rules is switched on after the first paint (the boot script).
    return rules !== undefined
      ? `<style data-href="${href}">${rules}</style><link disabled="" data-after-paint="" ${attributes.trim()}/>`
      : `<style data-href="${href}">${css}</style><link disabled="" ${attributes.trim()}/>`
  })
}

/**
 * The head of the page: stylesheets inline (with `classes`, the classes of the whole page, only the rules
 * it uses: scripts/server/pageStyles.mjs), scripts deferred, the boot script last.
 * @param {string} head
 * @param {{ stylesheetText: (href: string) => string | undefined, nonce: string, classes?: Set<string> }} options
 */
export function rewriteHead(head, { stylesheetText, nonce, classes }) {
  return `${deferScripts(inlineStylesheets(head, stylesheetText, classes))}${bootScript(nonce, classes)}`
}

/**
 * The rewrites of whole cached pages, by page text. A page from Next's page cache reaches this server byte
 * for byte the same on every request (its nonce is still the placeholder here), so its rewrite (reading
 * its classes, cutting and inlining its CSS, deferring its scripts: work that grows with the page and its
 * stylesheets, on the thread that serves every request) is done once and kept, the least recently used
 * going first. Long strings are cheap keys:
 * V8 hashes a string over 16 KB by its length, so a lookup compares the pages of equal length, which
 * differ early (title, canonical address).
 */
const MAX_REWRITES = 64
const rewrites = new WeakMap() // stylesheetText -> Map(nonce -> Map(page -> bytes))
function rewritesOf(stylesheetText, nonce) {
  let byNonce = rewrites.get(stylesheetText)
  if (!byNonce) rewrites.set(stylesheetText, (byNonce = new Map()))
  let known = byNonce.get(nonce)
  if (!known) byNonce.set(nonce, (known = new Map()))
  return known
}

/**
 * Wraps `res.write`/`res.end` of an HTML response: the head is held back until `</head>` and rewritten,
 * the rest passes through with its script tags deferred. Other responses pass through untouched.
 */
export function paintFirstAsItStreams(res, { stylesheetText, nonce, onHeaders }) {
  const write = res.write.bind(res)
  const end = res.end.bind(res)
  const isHtml = () => /^text\/html/.test(String(res.getHeader('content-type') ?? ''))
  let inHead = true
  let pending = '' // latin1: the head, held until it is whole

  // The length changes: the response goes out chunked (or compressed).
  onHeaders(res, () => {
    if (isHtml()) res.removeHeader('Content-Length')
  })

  const toBuffer = (chunk, encoding) => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk ?? '', typeof encoding === 'string' ? encoding : 'utf8'))

  /**
   * The head, held until it is whole, then rewritten: the bytes that may be written now (none while held).
   * Once the head is whole it is held a moment longer (HOLD_MS) for the rest of the page, so that a page
   * rendered per request, which streams out in several pieces within a few milliseconds, gets only the
   * CSS rules it uses too; a page still streaming after that gets all of them.
   */
  let holdTimer
  const transformHead = (chunk, encoding, final) => {
    pending += toBuffer(chunk, encoding).toString('latin1')
    const at = pending.indexOf(HEAD_END)
    const whole = at !== -1 && pending.includes(HTML_END, at)
    if (!final && !whole) {
      if (at === -1 && pending.length <= MAX_HEAD_BYTES) return EMPTY
      if (at !== -1 && pending.length <= MAX_HELD_BYTES) {
        holdTimer ??= setTimeout(releaseStreamingPage, HOLD_MS)
        return EMPTY
      }
    }
    return releaseHead(final, whole)
  }
  const releaseHead = (final, whole) => {
    clearTimeout(holdTimer)
    holdTimer = null
    inHead = false
    const page = pending
    pending = ''
    // Only pages from Next's page cache are kept: a page rendered per request (a search) rarely comes again.
    const known = whole && res.getHeader('x-nextjs-cache') ? rewritesOf(stylesheetText, nonce) : undefined
    const rewritten = known?.get(page)
    if (rewritten) {
      known.delete(page) // most recently used last
      known.set(page, rewritten)
      return rewritten
    }
    const at = page.indexOf(HEAD_END)
    const head = at === -1 ? '' : rewriteHead(page.slice(0, at), { stylesheetText, nonce, classes: whole ? classesOf(page.slice(at)) : undefined })
    const out = Buffer.concat([Buffer.from(head, 'latin1'), transformBody(Buffer.from(at === -1 ? page : page.slice(at), 'latin1'), final)])
    if (known && carry.length === 0) {
      if (known.size >= MAX_REWRITES) known.delete(known.keys().next().value)
      known.set(page, out)
    }
    return out
  }
  const releaseStreamingPage = () => {
    if (!inHead) return
    const out = releaseHead(false, false)
    if (out.length) write(out)
  }
  res.once?.('close', () => clearTimeout(holdTimer))

  /**
   * The body, as bytes: most chunks (the page's markup, the inline RSC payload) hold no script tag of the
   * build's and pass through as they are, without being copied into a string; the rare one that does is
   * rewritten. A tag cut off at the end of a chunk (a `<` after the last `>`) waits for the next.
   */
  let carry = EMPTY
  const transformBody = (chunk, final) => {
    let bytes = carry.length ? Buffer.concat([carry, chunk]) : chunk
    carry = EMPTY
    if (!final) {
      const open = bytes.lastIndexOf(LT)
      if (open > bytes.lastIndexOf(GT) && bytes.length - open <= MAX_CARRY_BYTES) {
        carry = Buffer.from(bytes.subarray(open))
        bytes = bytes.subarray(0, open)
      }
    }
    if (!BODY_MARKERS.some((marker) => bytes.includes(marker))) return bytes
    return Buffer.from(deferScripts(bytes.toString('latin1')), 'latin1')
  }

  const transform = (chunk, encoding, final) => (inHead ? transformHead(chunk, encoding, final) : transformBody(toBuffer(chunk, encoding), final))

  res.write = (chunk, encoding, callback) => {
    if (!isHtml() || chunk == null || chunk.length === 0) return write(chunk, encoding, callback)
    const cb = typeof encoding === 'function' ? encoding : callback
    const out = transform(chunk, encoding, false)
    if (out.length === 0) {
      cb?.()
      return true
    }
    return write(out, cb)
  }
  res.end = (chunk, encoding, callback) => {
    if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined]
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined]
    if (!isHtml()) return end(chunk, encoding, callback)
    return end(transform(chunk, encoding, true), callback)
  }
}
