import { gzipSync } from 'node:zlib'

/**
 * A page's first-load JavaScript, read from the HTML a server sends: every script it references
 * (`<script src>`, except noModule polyfills, which no browser that runs modules fetches) and every
 * script it asks the browser to preload (`<link rel="preload" as="script">`: the chunks of the client
 * components it renders, next/dynamic's islands), each fetched and gzipped (level 9). Scripts a page
 * loads later (on first use, or drawn in the browser only) are not first-load.
 */
const cache = new Map()

async function gzippedSize(url) {
  if (!cache.has(url)) cache.set(url, gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length)
  return cache.get(url)
}

const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1]?.replace(/&amp;/g, '&')

export async function firstLoadJs(url) {
  const html = await (await fetch(url)).text() // a 404 still sends its page
  const tags = html.match(/<(script|link)\b[^>]*>/gi) ?? []
  const scripts = new Set()
  const preloads = new Set()
  for (const tag of tags) {
    if (/^<script/i.test(tag)) {
      const src = attribute(tag, 'src')
      if (src && !/\snomodule\b/i.test(tag)) scripts.add(new URL(src, url).href)
    } else if (/\srel="preload"/i.test(tag) && /\sas="script"/i.test(tag)) {
      const href = attribute(tag, 'href')
      if (href) preloads.add(new URL(href, url).href)
    }
  }
  for (const script of scripts) preloads.delete(script)
  let scriptBytes = 0
  for (const src of scripts) scriptBytes += await gzippedSize(src)
  let preloadBytes = 0
  for (const href of preloads) preloadBytes += await gzippedSize(href)
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1]).join('')
  return {
    files: scripts.size + preloads.size,
    bytes: scriptBytes + preloadBytes,
    preloadBytes,
    inlineBytes: gzipSync(Buffer.from(inline)).length,
    htmlBytes: Buffer.byteLength(html),
  }
}
