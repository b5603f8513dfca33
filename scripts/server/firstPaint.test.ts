import { describe, expect, it, vi } from 'vitest'

import { deferScripts, paintFirstAsItStreams, rewriteHead } from './firstPaint.mjs'

const css = { '/_next/static/chunks/a.css': 'body{color:red}', '/_next/static/chunks/island.css': '.i{color:blue}' } as Record<string, string>
const stylesheetText = (href: string) => css[href]
const head =
  '<html><head><meta charset="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="N" data-precedence="next"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/missing.css" data-precedence="next"/>' +
  // A next/dynamic island's stylesheet: React writes its href first.
  '<link href="/_next/static/chunks/island.css" rel="stylesheet" as="style" nonce="N" data-precedence="dynamic"/>' +
  '<link rel="preload" as="script" fetchPriority="low" nonce="N" href="/_next/static/chunks/island.js"/>' +
  '<script src="/_next/static/chunks/main.js" async="" nonce="N"></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="N"></script>'

/** A fake response that records what is written, as Node's would be. */
function response(contentType = 'text/html; charset=utf-8') {
  const written: Buffer[] = []
  const headers = new Map<string, string>([
    ['content-type', contentType],
    ['content-length', '123'],
  ])
  const res = {
    write: (chunk: Buffer | string) => written.push(Buffer.from(chunk)) > 0,
    end: (chunk?: Buffer | string) => {
      if (chunk) written.push(Buffer.from(chunk))
    },
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  }
  const onHeaders = (_res: unknown, listener: () => void) => listener()
  return { res, headers, body: () => Buffer.concat(written).toString('utf8'), onHeaders }
}

describe('paint first, then hydrate (the page HTML as the server sends it)', () => {
  it('inlines the build stylesheets, keeping each link disabled for React, and leaves unknown ones linked', () => {
    const out = rewriteHead(head, { stylesheetText, nonce: 'N' })
    expect(out).toContain(
      '<style data-href="/_next/static/chunks/a.css">body{color:red}</style><link disabled="" rel="stylesheet" href="/_next/static/chunks/a.css" nonce="N" data-precedence="next"/>',
    )
    expect(out).toContain(
      '<style data-href="/_next/static/chunks/island.css">.i{color:blue}</style><link disabled="" href="/_next/static/chunks/island.css" rel="stylesheet" as="style" nonce="N" data-precedence="dynamic"/>',
    )
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/missing.css" data-precedence="next"/>')
    expect(out.match(/<link[^>]*rel="stylesheet"[^>]*>/g)?.filter((link) => !link.includes('disabled'))).toEqual([
      '<link rel="stylesheet" href="/_next/static/chunks/missing.css" data-precedence="next"/>',
    ])
  })

  it('makes the scripts and script preloads inert, leaves the no-module polyfill alone, and adds the nonced boot script', () => {
    const out = rewriteHead(head, { stylesheetText, nonce: 'N' })
    expect(out).toContain('<script type="text/deferred" src="/_next/static/chunks/main.js" async="" nonce="N">')
    expect(out).toContain('<link rel="deferred-preload" as="script" fetchPriority="low" nonce="N" href="/_next/static/chunks/island.js"/>')
    expect(
      deferScripts(
        '<link rel="preload" href="/_next/static/chunks/lazy.js" as="script" fetchPriority="low"/><link rel="preload" as="image" href="/media/a.svg"/>',
      ),
    ).toBe(
      '<link rel="deferred-preload" href="/_next/static/chunks/lazy.js" as="script" fetchPriority="low"/><link rel="preload" as="image" href="/media/a.svg"/>',
    )
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""')
    expect(out).toMatch(/<script nonce="N">\(function\(\)\{.*requestAnimationFrame.*\}\)\(\)<\/script>$/)
  })

  it('defers script tags in the body too, and only the build own', () => {
    expect(deferScripts('<script src="/_next/static/chunks/b.js" nonce="N" async=""></script><script src="https://example.com/x.js" async=""></script>')).toBe(
      '<script type="text/deferred" src="/_next/static/chunks/b.js" nonce="N" async=""></script><script src="https://example.com/x.js" async=""></script>',
    )
  })

  it('streams: holds the head until it is complete, carries a tag split across chunks, keeps UTF-8 intact', () => {
    const { res, headers, body, onHeaders } = response()
    paintFirstAsItStreams(res, { stylesheetText, nonce: 'N', onHeaders })
    const page = `${head}</head><body><p>Café – “ok”</p><script src="/_next/static/chunks/late.js" async=""></script></body></html>`
    const bytes = Buffer.from(page)
    // Cut through the head, inside a multi-byte character and inside the late script tag.
    const cuts = [40, page.indexOf('Caf') + 4, Buffer.from(page.slice(0, page.indexOf('late.js'))).length - 10, bytes.length]
    let from = 0
    for (const [i, cut] of cuts.entries()) {
      const piece = bytes.subarray(from, cut)
      from = cut
      if (i === cuts.length - 1) res.end(piece)
      else res.write(piece)
    }
    const out = body()
    expect(out).toContain('<p>Café – “ok”</p>')
    expect(out).toContain('<script type="text/deferred" src="/_next/static/chunks/late.js" async="">')
    expect(out).toContain('<style data-href="/_next/static/chunks/a.css">')
    expect(out.indexOf('(function(){')).toBeLessThan(out.indexOf('</head>'))
    expect(headers.has('content-length')).toBe(false)
  })

  it('inlines only the rules a whole page uses (its markup and its RSC payload), and tells the boot script those classes', () => {
    const sheets = { '/_next/static/chunks/a.css': '.used{color:red}.later{color:green}.unused{color:blue}body{margin:0}' } as Record<string, string>
    const { res, body, onHeaders } = response()
    paintFirstAsItStreams(res, { stylesheetText: (href: string) => sheets[href], nonce: 'N', onHeaders })
    // `later` is only in the RSC payload: an element the server rendered that a client component draws later.
    const payload = '<script>self.__next_f.push([1,"[\\"$\\",\\"p\\",null,{\\"className\\":\\"later\\"}]"])</script>'
    res.end(Buffer.from(`${head}</head><body><p class="used">x</p>${payload}</body></html>`))
    const out = body()
    expect(out).toContain(
      '<style data-href="/_next/static/chunks/a.css">.used{color:red}.later{color:green}body{margin:0}</style><link disabled="" data-after-paint="" rel="stylesheet" href="/_next/static/chunks/a.css"',
    )
    // No stylesheet is switched on after the first paint; the watcher gets the classes the rules were cut for.
    expect(out).not.toContain('disabled=false')
    expect(out).toMatch(/link\[data-after-paint\].*\}\)\("used later",function\(f\)\{q\.push\(f\)\}\)/)
  })

  it('waits a moment for the rest of a page rendered in pieces, and inlines every rule of one still streaming after it', async () => {
    vi.useFakeTimers()
    try {
      const sheets = { '/_next/static/chunks/a.css': '.used{color:red}.unused{color:blue}' } as Record<string, string>
      const quick = response()
      paintFirstAsItStreams(quick.res, { stylesheetText: (href: string) => sheets[href], nonce: 'N', onHeaders: quick.onHeaders })
      quick.res.write(Buffer.from(`${head}</head><body><p class="used">x</p>`))
      expect(quick.body()).toBe('')
      quick.res.end(Buffer.from('<p>rest</p></body></html>'))
      expect(quick.body()).toContain('<style data-href="/_next/static/chunks/a.css">.used{color:red}</style>')

      const slow = response()
      paintFirstAsItStreams(slow.res, { stylesheetText: (href: string) => sheets[href], nonce: 'N', onHeaders: slow.onHeaders })
      slow.res.write(Buffer.from(`${head}</head><body><p class="used">x</p>`))
      await vi.advanceTimersByTimeAsync(25)
      expect(slow.body()).toContain(
        '<style data-href="/_next/static/chunks/a.css">.used{color:red}.unused{color:blue}</style><link disabled="" rel="stylesheet"',
      )
      expect(slow.body()).toContain('<p class="used">x</p>')
      slow.res.end(Buffer.from('<p class="unused">later</p></body></html>'))
      expect(slow.body()).not.toContain('data-after-paint=""')
      expect(slow.body()).toMatch(/<p class="unused">later<\/p><\/body><\/html>$/)
    } finally {
      vi.useRealTimers()
    }
  })

  it("rewrites a page from Next's cache once, and every response of it alike", () => {
    const reads: string[] = []
    const sheets = { '/_next/static/chunks/a.css': '.used{color:red}.unused{color:blue}' } as Record<string, string>
    const reading = (href: string) => {
      reads.push(href)
      return sheets[href]
    }
    const page = Buffer.from(`${head}</head><body><p class="used">x</p><script src="/_next/static/chunks/late.js" async=""></script></body></html>`)
    const serve = (cache?: string) => {
      const sent = response()
      const res = { ...sent.res, getHeader: (name: string) => (name.toLowerCase() === 'x-nextjs-cache' ? cache : sent.res.getHeader(name)) }
      paintFirstAsItStreams(res, { stylesheetText: reading, nonce: 'N', onHeaders: sent.onHeaders })
      res.end(page)
      return sent.body()
    }
    const first = serve('HIT')
    const readsOnce = reads.length
    expect(serve('HIT')).toBe(first)
    expect(reads.length).toBe(readsOnce)
    expect(first).toContain('<script type="text/deferred" src="/_next/static/chunks/late.js"')
    // A page rendered for this request alone is rewritten each time.
    expect(serve(undefined)).toBe(first)
    expect(reads.length).toBeGreaterThan(readsOnce)
  })

  it('passes other responses through untouched', () => {
    const { res, headers, body, onHeaders } = response('text/x-component')
    paintFirstAsItStreams(res, { stylesheetText, nonce: 'N', onHeaders })
    res.write(Buffer.from('<script src="/_next/static/chunks/main.js" async=""></script>'))
    res.end()
    expect(body()).toBe('<script src="/_next/static/chunks/main.js" async=""></script>')
    expect(headers.get('content-length')).toBe('123')
  })
})
