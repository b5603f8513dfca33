#!/usr/bin/env node
/**
 * Generates the original demo SVG illustrations used by the seed data.
 *
 * Node cannot import the TypeScript data files, so this script scans src/cms/seed/data/*.ts
 * for '/media/....svg' path literals and writes one SVG for every path it finds into
 * public/media/, choosing the drawing by folder and by the file name:
 * - products/ (600 x 600, square like the product cards): a drawing per product range (head, blade
 *   count, strips, handle shape and colours: RANGES) and per variant (the variant's name in the
 *   catalogue says what is in the box: spare cartridges, pack size, travel size, two of a kind);
 * - icons/ (64 x 64, the variant swatches): the range's colours, a glyph of the kind, a pip per option;
 * - articles/ (1200 x 675, 16:9 like the article cards): a flat scene of the article's subject;
 * - cards/ (1200 x 675): a scene for a link card (the home page's "Find your shave"), drawn as articles are;
 * - heroes/ (800 x 600): a brand's hero scene; its copy is the hero block's heading, in the page;
 * - families/ (600 x 600): the range's razor on the range's colours;
 * - retailers/ (240 x 80, the 3:1 box the buy-now list shows): an invented mark beside the name;
 * - brands/: the five wordmark logos, always written, each also as a WebP drawn by Chromium at three times
 *   its size without loss (what the seed uploads: an SVG in an <img> is laid out and painted on the page's main
 *   thread, and a server drawing the words itself would need fonts it may not have).
 * Product and scene drawings hold no <text>. Every SVG keeps a <title>: the seed takes a media
 * document's alt text from it. Output is deterministic: any variation comes from a hash of the name.
 *
 * Usage: node scripts/generate-demo-images.mjs (Chromium at CHROMIUM_PATH, default /usr/bin/chromium)
 * Exits 1 if any referenced path is missing afterwards or an SVG is 8 KB or larger.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

import { chromium } from 'playwright-core'
import sharp from 'sharp'

import { mulberry32 } from '../src/shared/random/mulberry32.mjs'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const DATA_DIR = join(ROOT, 'src/cms/seed/data')
const PUBLIC_DIR = join(ROOT, 'public')
const MAX_BYTES = 8192

// ─── read the data files ────────────────────────────────────────────────────────────────
const sources = existsSync(DATA_DIR)
  ? readdirSync(DATA_DIR)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => readFileSync(join(DATA_DIR, f), 'utf8'))
  : []
const allText = sources.join('\n')

const BRAND_LOGOS = ['default', 'kcg', 'labs', 'intimate', 'gaming'].map((b) => `/media/brands/${b}.svg`)
const referenced = new Set(BRAND_LOGOS)
for (const m of allText.matchAll(/['"`](\/media\/[A-Za-z0-9_\-./]+\.svg)['"`]/g)) referenced.add(m[1])

/** Retailer names, article titles/sections, product brands and variant names, where the data provides them. */
const retailerNames = new Map()
for (const m of allText.matchAll(/slug:\s*'([^']+)',\s*name:\s*(['"])(.*?)\2/g)) retailerNames.set(m[1], m[3])
const articleMeta = new Map()
for (const m of allText.matchAll(/slug:\s*'([^']+)',\s*title:\s*(['"])(.*?)\2,\s*section:\s*'([^']+)'/g)) {
  articleMeta.set(m[1], { title: m[3], section: m[4] })
}
const productBrand = new Map()
for (const m of allText.matchAll(/slug:\s*'([^']+)',\s*title:\s*(['"])(?:.*?)\2,\s*productShortName:\s*(['"])(?:.*?)\3,\s*brand:\s*'([a-z]+)'/g)) {
  productBrand.set(m[1], m[4])
}
/** '/media/products/fusion5-2.svg' → 'Razor + 2 cartridges' */
const variantNames = new Map()
for (const m of allText.matchAll(/variantName:\s*(['"])(.*?)\1,[^}]*?heroImage:\s*'\/media\/products\/([^']+)\.svg'/g)) variantNames.set(m[3], m[2])

// ─── helpers ────────────────────────────────────────────────────────────────────────────
function hash(s) {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619)
  return h >>> 0
}
/** Seeded by the name, so "random" decoration is stable per file. */
const rng = (seed) => mulberry32(hash(seed))
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const human = (slug) =>
  slug
    .replace(/^kcg-/, 'King C. ')
    .replace(/-/g, ' ')
    .replace(/\b2in1\b/, '2-in-1')
    .replace(/^./, (c) => c.toUpperCase())
const svg = (w, h, title, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><title>${esc(title)}</title>${body}</svg>\n`
const FONT = 'font-family="Helvetica,Arial,sans-serif"'
const has = (slug, ...words) => words.some((w) => slug.includes(w))
const n1 = (v) => Math.round(v * 10) / 10

// Small shape writers: every drawing is made of these.
const op = (o) => (o === undefined || o === 1 ? '' : ` opacity="${o}"`)
const R = (x, y, w, h, rx, fill, o) =>
  `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(w)}" height="${n1(h)}"${rx ? ` rx="${n1(rx)}"` : ''} fill="${fill}"${op(o)}/>`
const C = (cx, cy, r, fill, o) => `<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r)}" fill="${fill}"${op(o)}/>`
const E = (cx, cy, rx, ry, fill, o) => `<ellipse cx="${n1(cx)}" cy="${n1(cy)}" rx="${n1(rx)}" ry="${n1(ry)}" fill="${fill}"${op(o)}/>`
const P = (d, fill, o) => `<path d="${d}" fill="${fill}"${op(o)}/>`
/** A stroked path; `extra` carries dash arrays and the like. */
const S = (d, stroke, width, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}"${extra.includes('linecap') ? '' : ' stroke-linecap="round" stroke-linejoin="round"'}${extra}/>`
const G = (t, body) => `<g transform="${t}">${body}</g>`
const at = (x, y, s = 1, rot = 0) => `translate(${n1(x)} ${n1(y)})${s !== 1 ? ` scale(${s})` : ''}${rot ? ` rotate(${rot})` : ''}`
/** One drawing defined once and drawn at each transform (a pack of refills holds the same cartridge many times). */
let idPrefix = 'd'
let idCount = 0
function useMany(body, transforms) {
  const id = `${idPrefix}${idCount++}`
  return `<defs><g id="${id}">${body}</g></defs>` + transforms.map((t) => `<use href="#${id}" transform="${t}"/>`).join('')
}
/** A pale colour (a white handle, a cream label) needs an outline on a pale background. */
const isLight = (hex) => parseInt(hex.slice(1, 3), 16) + parseInt(hex.slice(3, 5), 16) + parseInt(hex.slice(5, 7), 16) > 600
/** A soft highlight down the left of a shape. */
const shine = (x, y, h, w = 12) => R(x, y, w, h, w / 2, '#fff', 0.3)
/** Shadow on the floor under an object standing at (x, y). */
const floor = (x, y, rx) => E(x, y, rx, rx * 0.1, '#000', 0.12)

const PALETTES = {
  default: { bg: '#eaf0f8', bg2: '#d5e1f2', main: '#0b2a5b', accent: '#2f6fd6', light: '#ffffff' },
  kcg: { bg: '#f3efe7', bg2: '#e3d9c6', main: '#2b2b2e', accent: '#c9a44c', light: '#f7f1e3' },
  labs: { bg: '#e6f5f4', bg2: '#c9e9e6', main: '#0f5e63', accent: '#1fa7a0', light: '#ffffff' },
  intimate: { bg: '#f8eef4', bg2: '#eed7e5', main: '#5e2b4f', accent: '#b06a9a', light: '#fff7fb' },
  gaming: { bg: '#101412', bg2: '#1c261f', main: '#26302a', accent: '#39ff14', light: '#e9ffe3' },
}
const SECTION_BRAND = { 'shaving-tips': 'default', 'skin-care': 'labs', 'beard-care': 'kcg', 'grooming-guides': 'intimate' }
const STEEL = '#e4e9ef'
const GOLD = '#c9a44c'

// ─── emblems: a white sign on a label, centred on (0, 0), about 44 px across ───────────────
const EMBLEMS = {
  chevron: (c) => S('M-16 10L0-14L16 10', c, 7),
  leaf: (c) => P('M-4 20C-26 4-14-20 18-20C20 4 10 18-4 20Z', c) + S('M-4 20L8-6', c, 3),
  snow: (c) => S('M0-20V20M-17-10L17 10M-17 10L17-10M-6-16L0-10L6-16M-6 16L0 10L6 16', c, 4),
  drop: (c) => P('M0-22C10-8 16 0 16 8a16 16 0 0 1-32 0c0-8 6-16 16-30Z', c),
  wave: (c) => S('M-20-6q10-10 20 0t20 0M-20 8q10-10 20 0t20 0', c, 5),
  grains: (c) =>
    [
      [-12, -8],
      [6, -12],
      [14, 6],
      [-4, 8],
      [-16, 10],
      [4, -2],
    ]
      .map(([x, y]) => C(x, y, 4, c))
      .join(''),
  crown: (c) => P('M-20 12V-6l10 8 10-16 10 16 10-8v18Z', c),
  beard: (c) => P('M-20-16C-22 8-10 20 0 20S22 8 20-16C14-4 8-2 0-2S-14-4-20-16Z', c),
  bubbles: (c) => C(-8, 4, 11, c) + C(10, -6, 8, c) + C(12, 12, 5, c),
  hex: (c) => S('M0-18L16-9V9L0 18L-16 9V-9Z', c, 5) + C(0, 0, 5, c),
  flame: (c) => P('M0 20C-16 20-18 4-8-6C-8 2-4 4-2 2C-4-8 2-16 4-22C8-10 18-4 14 8C12 16 6 20 0 20Z', c),
}

// ─── razors ─────────────────────────────────────────────────────────────────────────────
/**
 * Each range's look. blades: how many; head: 'wide' | 'round' | 'angular'; frame: the cartridge;
 * strip: the lubricating strip over the blades; under: what sits under them ('fins', 'strip' for a
 * second lubricating strip, 'exfol' for an exfoliating bar, 'heat' for a warming bar, 'comb');
 * grip: the handle's rubber panel; shape: the handle's outline; flexball: a ball joint at the neck;
 * guard: a guard bar between the blades; clips: blade retainers at the sides.
 */
const RANGES = {
  fusion5: { blades: 5, head: 'wide', frame: '#0b2a5b', strip: '#3d8bff', under: 'fins', handle: '#0b2a5b', grip: '#2f6fd6', shape: 'sculpt' },
  proglide: {
    blades: 5,
    head: 'round',
    frame: '#1b202b',
    strip: '#f08a2c',
    under: 'fins',
    handle: '#2a303c',
    grip: '#f08a2c',
    shape: 'chunky',
    flexball: true,
    ring: '#aeb7c4',
  },
  proshield: {
    blades: 5,
    head: 'wide',
    frame: '#0b2a5b',
    strip: '#bfe6f7',
    under: 'strip',
    handle: '#e9eef5',
    grip: '#1f57b8',
    shape: 'sculpt',
    ring: '#0b2a5b',
  },
  'proshield-chill': {
    blades: 5,
    head: 'wide',
    frame: '#17507f',
    strip: '#8fdcf5',
    under: 'strip',
    handle: '#dff3fb',
    grip: '#29a6d6',
    shape: 'sculpt',
    ring: '#17507f',
  },
  mach3: { blades: 3, head: 'angular', frame: '#1f3f7a', strip: '#3d8bff', under: 'fins', handle: '#b9c3d1', grip: '#1f3f7a', shape: 'straight', clips: true },
  'mach3-turbo': {
    blades: 3,
    head: 'angular',
    frame: '#23272f',
    strip: '#47a3ff',
    under: 'fins',
    handle: '#3b4352',
    grip: '#47a3ff',
    shape: 'straight',
    clips: true,
    ridges: true,
  },
  'skinguard-sensitive': {
    blades: 2,
    head: 'wide',
    frame: '#0b2a5b',
    strip: '#8fd3ae',
    under: 'fins',
    handle: '#f3f6f9',
    grip: '#3c9b6e',
    shape: 'sculpt',
    guard: true,
    ring: '#0b2a5b',
  },
  'heated-razor': {
    blades: 5,
    head: 'wide',
    frame: '#15181e',
    strip: '#f0b54a',
    under: 'heat',
    handle: '#1d2129',
    grip: '#3a404c',
    shape: 'chunky',
    heated: true,
    ring: GOLD,
  },
  'everyday3-disposables': { blades: 3, head: 'wide', frame: '#2f6fd6', strip: '#bfe6f7', under: 'fins', handle: '#2f6fd6', shape: 'slim', disposable: true },
  'twin-blade-disposables': { blades: 2, head: 'wide', frame: '#f2a33a', strip: '#fff4dc', under: 'fins', handle: '#f2a33a', shape: 'slim', disposable: true },
  'intimate-pubic-razor': {
    blades: 3,
    head: 'round',
    frame: '#5e2b4f',
    strip: '#f2c6e0',
    under: 'comb',
    handle: '#f6e9f1',
    grip: '#b06a9a',
    shape: 'short',
    ring: '#5e2b4f',
  },
  'labs-exfoliating-razor': {
    blades: 5,
    head: 'wide',
    frame: '#0f5e63',
    strip: '#9fe3dc',
    under: 'exfol',
    handle: '#f4fbfb',
    grip: '#1fa7a0',
    shape: 'sculpt',
    ring: '#0f5e63',
  },
  'gaming-limited-edition-razor': {
    blades: 5,
    head: 'angular',
    frame: '#0b0d0c',
    strip: '#39ff14',
    under: 'fins',
    handle: '#161b18',
    grip: '#39ff14',
    shape: 'chunky',
    neon: true,
  },
}
/** The razor range a product belongs to (its own, or the handle its refills fit). */
function rangeOf(slug) {
  const base = slug.replace(/-blades$/, '')
  if (RANGES[base]) return RANGES[base]
  const hit = Object.keys(RANGES).find((k) => slug.startsWith(k.split('-').slice(0, 2).join('-')) || slug.startsWith(k.split('-')[0]))
  return RANGES[hit] ?? RANGES.fusion5
}

/** A cartridge seen from the front, top edge at y = 0, centred on x = 0. Returns its drawing and height. */
function cartridge(s, W = 230) {
  const pad = 12
  const iw = W - pad * 2
  let y = 10
  let out = ''
  const band = (h, draw) => {
    out += draw(-iw / 2, y, iw)
    y += h + 6
  }
  band(12, (x, y0, w) => R(x, y0, w, 12, 6, s.strip) + R(x + 8, y0 + 2, w * 0.45, 3, 1.5, '#fff', 0.55))
  const blades = (n) => (x, y0, w) =>
    R(x, y0 - 2, w, n * 11 + 2, 3, '#0d1117', 0.55) + Array.from({ length: n }, (_, i) => R(x, y0 + i * 11, w, 5, 1.5, STEEL)).join('')
  if (s.guard) {
    band(9, blades(1))
    band(8, (x, y0, w) => R(x + 6, y0 - 2, w - 12, 10, 5, s.strip))
    band(9, blades(1))
  } else band(s.blades * 11 - 4, blades(s.blades))
  const u = s.under
  if (u === 'strip') band(12, (x, y0, w) => R(x, y0, w, 12, 6, s.strip) + R(x + 8, y0 + 2, w * 0.45, 3, 1.5, '#fff', 0.55))
  else if (u === 'exfol') band(14, (x, y0, w) => R(x, y0, w, 14, 7, s.strip) + S(`M${x + 7} ${y0 + 7}H${x + w - 6}`, s.frame, 5, ' stroke-dasharray="0 9"'))
  else if (u === 'heat') band(14, (x, y0, w) => R(x, y0, w, 14, 4, s.strip) + R(x + 4, y0 + 3, w - 8, 3, 1.5, '#fff3c4'))
  else if (u === 'comb') band(14, (x, y0, w) => S(`M${x + 6} ${y0 + 6}H${x + w - 4}`, s.strip, 14, ' stroke-dasharray="3 5" stroke-linecap="butt"'))
  else band(10, (x, y0, w) => S(`M${x + 4} ${y0 + 5}H${x + w - 4}`, '#0d1117', 10, ' stroke-dasharray="2 4" stroke-linecap="butt" opacity=".35"'))
  const h = y + 4
  const frame =
    s.head === 'angular'
      ? P(`M${-W / 2 + 22} 0H${W / 2 - 22}L${W / 2} 18V${h - 10}q0 10-10 10H${-W / 2 + 10}q-10 0-10-10V18Z`, s.frame)
      : R(-W / 2, 0, W, h, s.head === 'round' ? Math.min(h / 2, 34) : 16, s.frame)
  const neon = s.neon ? R(-W / 2 + 3, 3, W - 6, h - 6, 14, 'none').replace('fill="none"', 'fill="none" stroke="#39ff14" stroke-width="3"') : ''
  const clips = s.clips ? [-1, 1].map((d) => R(d * (W / 2 - 9) - 4, 24, 8, s.blades * 11 + 4, 3, '#aeb7c4')).join('') : ''
  return { body: frame + R(-W / 2 + 14, 3, W - 28, 4, 2, '#fff', 0.18) + out + clips + neon, h }
}

/** Half-widths of the handle at its top, waist and foot, and its length. */
const HANDLES = { sculpt: [22, 16, 29, 330], chunky: [27, 22, 30, 320], straight: [19, 17, 21, 330], slim: [12, 10, 13, 300], short: [24, 19, 31, 250] }
function handlePath(y0, [a, b, c, L]) {
  const y1 = y0 + L
  return `M${-a} ${y0}C${-a} ${y0 + L * 0.15} ${-b} ${y0 + L * 0.25} ${-b} ${y0 + L * 0.42}C${-b} ${y0 + L * 0.6} ${-c} ${n1(y1 - L * 0.3)} ${-c} ${y1 - c}A${c} ${c} 0 0 0 ${c} ${y1 - c}C${c} ${n1(y1 - L * 0.3)} ${b} ${y0 + L * 0.6} ${b} ${y0 + L * 0.42}C${b} ${y0 + L * 0.25} ${a} ${y0 + L * 0.15} ${a} ${y0}Z`
}

/** A whole razor standing on its foot at (0, 0), head up. */
function razor(s, W = s.disposable ? 160 : 230) {
  const cart = cartridge(s, W)
  const hs = HANDLES[s.shape]
  const [a, b, , L] = hs
  const y0 = cart.h + (s.flexball ? 40 : 30)
  const H = y0 + L
  let neck
  if (s.flexball) neck = R(-10, cart.h - 4, 20, 40, 6, s.handle) + C(0, cart.h + 16, 18, s.ring) + C(0, cart.h + 16, 8, s.frame)
  else if (s.disposable) neck = P(`M-22 ${cart.h - 2}H22L${a} ${y0 + 2}H${-a}Z`, s.handle)
  else neck = P(`M-30 ${cart.h - 2}H30L${a - 4} ${y0 + 2}H${-a + 4}Z`, s.handle) + R(-a + 2, y0 - 8, (a - 2) * 2, 10, 4, s.ring ?? s.grip)
  let handle = P(handlePath(y0, hs), s.handle) + shine(-a + 6, y0 + 20, L * 0.7, 8)
  if (s.grip) {
    const gy = y0 + L * 0.24
    handle += R(-b + 5, gy, (b - 5) * 2, L * 0.4, b - 5, s.grip)
    if (s.ridges) handle += S(`M0 ${gy + 12}V${n1(gy + L * 0.4 - 12)}`, '#fff', (b - 9) * 2, ' stroke-dasharray="3 7" stroke-linecap="butt" opacity=".35"')
    handle += S(`M-8 ${n1(y0 + L * 0.82 + 5)}l8-10 8 10`, s.handle === '#0b2a5b' || s.neon ? '#fff' : s.grip, 4)
  }
  if (s.heated) handle += C(0, y0 + L * 0.18, 9, GOLD) + C(0, y0 + L * 0.18, 4, '#ffd27a')
  if (s.neon) handle += S(handlePath(y0, hs).replace(/Z$/, ''), '#39ff14', 3)
  else if (isLight(s.handle)) handle += S(handlePath(y0, hs), s.frame, 2.5, ' opacity=".3"')
  const heat = s.heated ? [-70, 0, 70].map((x) => S(`M${x} -16c-12-12 12-20 0-34s12-22 0-34`, '#ff8a3d', 7, ' opacity=".85"')).join('') : ''
  return { body: G(`translate(0 ${-H})`, heat + neck + handle + cart.body), h: H }
}

/** A double-edge safety razor standing on its foot at (0, 0). */
function safetyRazor(dark = '#2b2b2e') {
  const t = -470
  return (
    P(`M-86 ${t + 34}Q0 ${t - 14} 86 ${t + 34}Z`, '#c4c9d0') +
    P(`M-60 ${t + 14}Q0 ${t - 2} 60 ${t + 14}`, '#fff', 0.35) +
    R(-94, t + 34, 188, 7, 2, STEEL) +
    P(`M-82 ${t + 41}H82L68 ${t + 58}H-68Z`, '#9aa2ad') +
    R(-14, t + 58, 28, 24, 4, '#9aa2ad') +
    R(-20, t + 82, 40, 370, 14, dark) +
    S(`M-12 ${t + 110}V${t + 420}M12 ${t + 110}V${t + 420}M0 ${t + 110}V${t + 420}`, '#55555c', 6, ' stroke-dasharray="4 6" stroke-linecap="butt"') +
    R(-24, t + 90, 48, 12, 5, GOLD) +
    R(-24, t + 426, 48, 12, 5, GOLD) +
    R(-20, -18, 40, 18, 8, dark) +
    shine(-16, t + 100, 320, 6)
  )
}
/** A tuck box of double-edge blades. */
const dePack = () => R(-95, -130, 190, 130, 10, '#2b2b2e') + R(-95, -130, 190, 24, 10, GOLD) + place(deBlade(), 0, -56, 0.95)
/** A double-edge blade, flat, centred on (0, 0): a steel plate with the three-hole slot. */
const deBlade = (fill = STEEL) =>
  P('M-60-22h120a6 6 0 0 1 6 6v32a6 6 0 0 1-6 6h-120a6 6 0 0 1-6-6v-32a6 6 0 0 1 6-6ZM-36-4h14l5-7h34l5 7h14v8h-14l-5 7h-34l-5-7h-14Z', fill).replace(
    '/>',
    ' fill-rule="evenodd" stroke="#9aa2ad" stroke-width="2"/>',
  )

// ─── packs and pots: each stands on (0, 0), centred on x = 0 ──────────────────────────────
/** c: { body, cap, band, band2, emblem, ink } */
function label(c, y, w, h) {
  return (
    R(-w / 2, y, w, h, 0, c.band) +
    R(-w / 2, y + h - 12, w, 8, 0, c.band2 ?? c.cap) +
    G(at(0, y + h / 2 - 6, 1.1), EMBLEMS[c.emblem ?? 'chevron'](c.ink ?? '#fff'))
  )
}
/** An aerosol can: a gel's actuator, or a foam's domed cap. */
function can(c, h = 360, w = 150) {
  const x = -w / 2
  const top = -h
  const cap = c.foam
    ? P(`M${x + 6} ${top + 44}C${x + 6} ${top - 44} ${-x - 6} ${top - 44} ${-x - 6} ${top + 44}Z`, c.cap) + shine(x + 26, top - 2, 34, 10)
    : R(-30, top - 40, 60, 44, 10, c.cap) + R(24, top - 30, 26, 12, 5, c.cap) + R(-40, top + 2, 80, 10, 4, '#cfd6df')
  return (
    P(
      `M${x} -10V${top + 52}C${x} ${top + 18} ${-w * 0.3} ${top + 6} 0 ${top + 6}S${-x} ${top + 18} ${-x} ${top + 52}V-10q0-10-10-10H${x + 10}q-10 0-10 10Z`,
      c.body,
    ) +
    R(x, -18, w, 18, 8, '#000', 0.18) +
    cap +
    label(c, top + h * 0.32, w, h * 0.36) +
    shine(x + 14, top + 60, h - 100)
  )
}
/** A squeeze tube standing on its flip cap. */
function tube(c, h = 340, w = 130) {
  return (
    R(-w * 0.32, -44, w * 0.64, 44, 10, c.cap) +
    R(-w * 0.32, -44, w * 0.64, 8, 0, '#000', 0.15) +
    P(`M${-w * 0.34} -42L${-w / 2} ${-h + 24}H${w / 2}L${w * 0.34} -42Z`, c.body) +
    R(-w / 2 - 4, -h, w + 8, 26, 3, c.body) +
    S(`M${-w / 2 + 2} ${-h + 13}H${w / 2 - 2}`, '#000', 14, ' stroke-dasharray="2 5" stroke-linecap="butt" opacity=".12"') +
    label(c, -h * 0.66, w - 6, h * 0.36) +
    shine(-w / 2 + 12, -h + 40, h * 0.7, 10)
  )
}
/** A clear bottle showing its gel, a cap on top. */
function clearBottle(c, h = 320, w = 130) {
  return (
    R(-w / 2, -h + 40, w, h - 40, 28, c.body, 0.45) +
    R(-w / 2 + 10, -h + 120, w - 20, h - 140, 20, c.gel ?? c.body, 0.55) +
    R(-w / 2, -h + 40, w, h - 40, 28, 'none').replace('fill="none"', 'fill="none" stroke="' + c.cap + '" stroke-width="4" opacity=".5"') +
    R(-w * 0.3, -h, w * 0.6, 48, 10, c.cap) +
    label(c, -h * 0.6, w, h * 0.26) +
    shine(-w / 2 + 12, -h + 60, h - 110, 10)
  )
}
/** A pump bottle. */
function pump(c, h = 320, w = 150) {
  return (
    R(-w / 2, -h + 70, w, h - 70, 30, c.body) +
    R(-28, -h + 50, 56, 26, 6, c.cap) +
    R(-9, -h + 14, 18, 40, 3, c.cap) +
    R(-22, -h, 44, 20, 6, c.cap) +
    R(10, -h + 2, 60, 12, 6, c.cap) +
    label(c, -h * 0.62, w, h * 0.38) +
    shine(-w / 2 + 14, -h + 100, h - 140, 10)
  )
}
/** A wide jar with a screw lid. */
function jar(c, w = 240) {
  return (
    R(-w / 2, -150, w, 150, 34, c.body) +
    R(-w / 2 - 6, -210, w + 12, 68, 14, c.cap) +
    S(`M${-w / 2 + 4} -176H${w / 2 - 4}`, '#000', 40, ' stroke-dasharray="2 8" stroke-linecap="butt" opacity=".1"') +
    R(-w / 2 + 24, -110, w - 48, 66, 8, c.band) +
    G(at(0, -77, 0.9), EMBLEMS[c.emblem](c.ink ?? '#fff')) +
    shine(-w / 2 + 14, -130, 100, 10)
  )
}
/** An amber dropper bottle of oil. */
function dropper(c, h = 330) {
  return (
    R(-70, -h + 120, 140, h - 120, 26, '#8a4e1c') +
    R(-70, -h + 120, 140, h - 120, 26, '#b8652a', 0.5) +
    R(-28, -h + 96, 56, 30, 6, '#8a4e1c') +
    R(-36, -h + 56, 72, 44, 8, c.cap) +
    R(-22, -h, 44, 62, 20, c.cap) +
    R(-22, -h + 20, 44, 6, 0, '#fff', 0.15) +
    label(c, -h * 0.56, 140, h * 0.32) +
    shine(-56, -h + 140, h - 170, 10)
  )
}
/** A round tin, seen a little from above. */
function tin(c, w = 300) {
  const rx = w / 2
  return (
    E(0, -14, rx, 30, '#000', 0.25) +
    R(-rx, -90, w, 76, 0, c.body) +
    E(0, -14, rx, 30, c.body) +
    R(-rx, -98, w, 14, 4, c.cap) +
    E(0, -98, rx, 32, c.cap) +
    E(0, -100, rx - 24, 22, '#fff', 0.18) +
    E(0, -100, rx - 50, 14, c.body, 0.35) +
    G(at(0, -100, 1.6) + ' scale(1 .5)', EMBLEMS[c.emblem](c.body))
  )
}
/** A beard trimmer. */
function trimmer(c) {
  return (
    P('M-46-40L-52-300Q-52-318-34-318H34Q52-318 52-300L46-40Q44-10 16-10H-16Q-44-10-46-40Z', c.body) +
    R(-62, -356, 124, 40, 10, '#9aa2ad') +
    S('M-56-360H56', STEEL, 16, ' stroke-dasharray="3 4" stroke-linecap="butt"') +
    C(0, -230, 22, c.cap) +
    C(0, -230, 9, c.body) +
    R(-8, -180, 16, 110, 8, c.cap, 0.6) +
    R(-46, -24, 92, 10, 5, c.cap) +
    shine(-38, -290, 230, 9)
  )
}
/** A wooden beard brush and a comb. */
function brush(c) {
  return (
    R(-150, -120, 300, 90, 44, c.body) +
    S('M-126-140H126', c.ink, 44, ' stroke-dasharray="4 4" stroke-linecap="butt"') +
    R(-150, -60, 300, 30, 15, '#000', 0.12) +
    R(-110, -112, 200, 8, 4, '#fff', 0.3)
  )
}
function comb(c, w = 300) {
  return (
    R(-w / 2, -110, w, 40, 10, c.body) +
    S(`M${-w / 2 + 12} -50H${w / 2 - 10}`, c.body, 44, ' stroke-dasharray="5 6" stroke-linecap="butt"') +
    R(-w / 2 + 10, -104, w - 20, 6, 3, '#fff', 0.3)
  )
}
/** A gift or kit box seen from the front, with a window. */
function box(c, w = 360, h = 320, inside = '', bow = true) {
  return (
    R(-w / 2, -h, w, h, 14, c.body) +
    R(-w / 2 + 30, -h + 40, w - 60, h - 100, 14, c.window ?? '#fff', 0.9) +
    G(`translate(0 ${-60})`, inside) +
    R(-w / 2 - 10, -h - 26, w + 20, 50, 12, c.cap) +
    (bow ? R(-24, -h - 26, 48, 50, 0, c.band) : '') +
    (bow ? R(-24, -58, 48, 58, 0, c.band) + S(`M0 ${-h - 26}c-50-60-100-30-46 0M0 ${-h - 26}c50-60 100-30 46 0`, c.band, 12) : '')
  )
}
/** A blister card of refills: `count` cartridges behind a clear window. */
function bladePack(s, count, W = 330, H = 440) {
  const cols = count <= 4 ? 2 : count <= 8 ? 2 : 3
  const rows = Math.ceil(count / cols)
  const cw = (W - 90) / cols
  const scale = n1(Math.min((cw - 10) / 230, (H - 200) / rows / 120)) || 0.3
  const ch = (H - 190) / rows
  const card = s.neon ? '#101412' : isLight(s.handle) ? s.frame : s.handle
  const carts = useMany(
    cartridge(s).body,
    Array.from({ length: count }, (_, i) => at(-W / 2 + 45 + cw * (i % cols) + cw / 2, -H + 90 + ch * Math.floor(i / cols) + (ch - 120 * scale) / 2, scale)),
  )
  return (
    R(-W / 2, -H, W, H, 20, card) +
    E(0, -H + 30, 34, 11, PALETTES.default.bg) +
    R(-W / 2 + 30, -H + 70, W - 60, H - 170, 18, '#fff', 0.9) +
    carts +
    R(-W / 2, -84, W, 54, 0, s.grip ?? s.strip) +
    S(`M${-W / 2 + 40} -48l16-20 16 20`, '#fff', 6) +
    Array.from({ length: s.blades }, (_, i) => R(W / 2 - 40 - i * 14, -72, 8, 30, 3, '#fff')).join('') +
    shine(-W / 2 + 14, -H + 60, H - 120, 8) +
    (s.neon ? R(-W / 2 + 4, -H + 4, W - 8, H - 8, 18, 'none').replace('fill="none"', 'fill="none" stroke="#39ff14" stroke-width="4"') : '')
  )
}

// ─── products (600 x 600) ───────────────────────────────────────────────────────────────
/** Packaging by product: the kind of pack and its colours (body, cap, label band and stripe, emblem). */
const GOODS = {
  'sensitive-shave-gel': { kind: 'can', body: '#f7f9fc', cap: '#0b2a5b', band: '#0b2a5b', band2: '#8fd3ae', emblem: 'leaf' },
  'cooling-shave-gel': { kind: 'can', body: '#1f8fd6', cap: '#0b2a5b', band: '#0b2a5b', band2: '#8fdcf5', emblem: 'snow' },
  'skinguard-sensitive-shave-gel': { kind: 'can', body: '#f7f9fc', cap: '#3c9b6e', band: '#3c9b6e', band2: '#0b2a5b', emblem: 'leaf' },
  'classic-shave-foam': { kind: 'can', foam: true, body: '#0b2a5b', cap: '#f7f9fc', band: '#2f6fd6', band2: '#f7f9fc', emblem: 'wave' },
  'moisturising-shave-foam': { kind: 'can', foam: true, body: '#f3e6d8', cap: '#0b2a5b', band: '#8a5a3c', band2: '#0b2a5b', emblem: 'drop' },
  'after-shave-balm': { kind: 'tube', body: '#0b2a5b', cap: '#2f6fd6', band: '#2f6fd6', band2: '#bfe6f7', emblem: 'drop' },
  'pre-shave-face-scrub': { kind: 'tube', body: '#f7f9fc', cap: '#0b2a5b', band: '#0b2a5b', band2: '#2f6fd6', emblem: 'grains' },
  'kcg-beard-oil': { kind: 'dropper', cap: '#2b2b2e', band: '#f7f1e3', band2: GOLD, emblem: 'beard', ink: '#2b2b2e' },
  'kcg-beard-balm': { kind: 'tin', body: '#2b2b2e', cap: GOLD, emblem: 'crown' },
  'kcg-beard-face-wash': { kind: 'pump', body: '#2b2b2e', cap: GOLD, band: '#f7f1e3', band2: GOLD, emblem: 'bubbles', ink: '#2b2b2e' },
  'kcg-transparent-shave-gel': { kind: 'clear', body: '#cfe9ee', gel: '#a9d8e2', cap: '#2b2b2e', band: '#2b2b2e', band2: GOLD, emblem: 'crown', ink: GOLD },
  'kcg-face-moisturiser': { kind: 'jar', body: '#2b2b2e', cap: GOLD, band: '#f7f1e3', emblem: 'drop', ink: '#2b2b2e' },
  'kcg-style-master-trimmer': { kind: 'trimmer', body: '#2b2b2e', cap: GOLD },
  'kcg-beard-brush': { kind: 'brush', body: '#a8703f', ink: '#3a2a1e' },
  'labs-face-wash': { kind: 'pump', body: '#ffffff', cap: '#0f5e63', band: '#0f5e63', band2: '#1fa7a0', emblem: 'bubbles' },
  'labs-shave-gel': { kind: 'tube', body: '#1fa7a0', cap: '#0f5e63', band: '#0f5e63', band2: '#9fe3dc', emblem: 'wave' },
  'labs-moisturiser': { kind: 'jar', body: '#ffffff', cap: '#1fa7a0', band: '#0f5e63', emblem: 'drop' },
  'intimate-hair-skin-wash': { kind: 'pump', body: '#5e2b4f', cap: '#f2c6e0', band: '#fff7fb', band2: '#b06a9a', emblem: 'drop', ink: '#5e2b4f' },
  'intimate-shave-cream': { kind: 'tube', body: '#fff7fb', cap: '#5e2b4f', band: '#5e2b4f', band2: '#b06a9a', emblem: 'leaf' },
  'intimate-2in1-cleanser': { kind: 'pump', body: '#b06a9a', cap: '#5e2b4f', band: '#5e2b4f', band2: '#f2c6e0', emblem: 'bubbles' },
}
const GOOD_DRAW = { can, tube, clear: clearBottle, pump, jar: (c) => jar(c), dropper, tin: (c) => G('scale(1.3)', tin(c)), trimmer }

/** The amount in a variant's name ('200 g', '2 x 150 ml', '50 ml travel') and how many of them. */
function amountOf(name = '') {
  const m = name.match(/(?:(\d+) x )?(\d+) ?(?:g|ml)\b/)
  return m ? { count: Number(m[1] ?? 1), amount: Number(m[2]) } : { count: 1, amount: 0 }
}
/** Puts a drawing standing at (x, y), scaled. */
const place = (body, x, y, s = 1, rot = 0) => G(at(x, y, s, rot), body)

function productBody(slug, name) {
  const variant = variantNames.get(name) ?? ''
  const good = GOODS[slug]
  // ─ bottles, cans, tubes, tins
  if (good && GOOD_DRAW[good.kind]) {
    const { count, amount } = amountOf(variant)
    const sizes = [...variantNames].filter(([k]) => k.replace(/-\d+$/, '') === slug).map(([, v]) => amountOf(v).amount)
    const max = Math.max(amount, ...sizes)
    const s = amount && max ? n1(0.62 + 0.38 * Math.sqrt(amount / max)) : 1
    const one = GOOD_DRAW[good.kind](good)
    if (count > 1) return floor(300, 540, 220) + place(one, 372, 520, s * 0.9) + place(one, 236, 545, s * 0.95)
    return floor(300, 545, 160) + place(one, 300, 545, s * 1.1)
  }
  const n = Number(variant.match(/(\d+)/)?.[1] ?? 1)
  if (slug === 'kcg-beard-brush') {
    const wood = { body: '#a8703f', ink: '#3a2a1e' }
    if (/comb only/i.test(variant)) return floor(300, 420, 200) + place(comb(wood), 300, 410, 1.3, -8)
    return floor(300, 520, 220) + place(brush(wood), 280, 330, 1.1, -6) + place(comb({ body: '#7a4f2a' }), 330, 520, 1, 6)
  }
  if (slug === 'kcg-safety-razor') {
    const r = safetyRazor()
    const stand = /stand/i.test(variant)
    const back = stand
      ? place(box({ body: '#2b2b2e', cap: '#3a3a3f', band: GOLD, window: '#f7f1e3' }, 300, 300, '', false), 300, 540, 1.1) +
        E(300, 548, 80, 16, '#2b2b2e') +
        R(286, 430, 28, 118, 6, GOLD)
      : place(dePack(), 440, 540, 0.8, 8)
    return floor(300, 548, 150) + back + place(r, stand ? 300 : 230, 548, 1.05, stand ? 0 : -6)
  }
  if (slug === 'kcg-double-edge-blades') {
    const pack = (x, y, rot) => place(dePack(), x, y, 1.2, rot)
    if (n >= 100)
      return (
        floor(300, 520, 220) +
        place(
          R(-170, -300, 340, 300, 16, '#f7f1e3') + R(-170, -300, 340, 60, 16, GOLD) + R(-120, -200, 240, 150, 10, '#2b2b2e') + place(deBlade(), 0, -125, 1.2),
          300,
          520,
        )
      )
    if (n >= 30) return floor(300, 500, 220) + pack(230, 420, -10) + pack(370, 420, 10) + pack(300, 500, 0)
    return floor(300, 470, 200) + pack(300, 400, -6) + place(deBlade(), 330, 470, 1.4, 8)
  }
  if (slug === 'fusion5-gift-set' || slug === 'gaming-skin-care-kit') {
    const gaming = slug.startsWith('gaming')
    const s = gaming ? RANGES['gaming-limited-edition-razor'] : RANGES.fusion5
    const c = gaming ? { body: '#161b18', cap: '#26302a', band: '#39ff14', window: '#26302a' } : { body: '#0b2a5b', cap: '#1f4a8f', band: '#3d8bff' }
    const inside = gaming
      ? place(tube({ body: '#161b18', cap: '#39ff14', band: '#39ff14', band2: '#161b18', emblem: 'hex', ink: '#161b18' }), -50, 0, 0.5) +
        place(jar({ body: '#e9ffe3', cap: '#161b18', band: '#161b18', emblem: 'hex', ink: '#39ff14' }), 70, 0, 0.45)
      : place(razor(s).body, -60, 10, 0.42) + place(can(GOODS['sensitive-shave-gel']), 50, 0, 0.42)
    const extra = /\+/.test(variant) ? (gaming ? place(razor(s).body, 480, 560, 0.8, 8) : place(bladePack(s, 4), 490, 560, 0.55)) : ''
    return floor(300, 545, 230) + place(box(c, 360, 320, inside), extra ? 260 : 300, 545, extra ? 1 : 1.15) + extra
  }
  // ─ razors and refills
  const s = rangeOf(slug)
  if (has(slug, 'blades')) {
    const count = Math.min(n, 12)
    if (/tin/i.test(variant)) {
      const k = Math.min(count, 8)
      const inner = useMany(
        cartridge(s).body,
        Array.from({ length: k }, (_, i) =>
          k > 4 ? at(-124 + (i % 4) * 64, -236 + Math.floor(i / 4) * 80, 0.24) : at(-60 + (i % 2) * 120, -250 + Math.floor(i / 2) * 96, 0.42),
        ),
      )
      return (
        floor(300, 520, 200) +
        place(
          R(-170, -290, 340, 290, 26, '#161b18') +
            R(-150, -270, 300, 250, 18, '#26302a') +
            inner +
            R(-170, -290, 340, 290, 26, 'none').replace('fill="none"', 'fill="none" stroke="#39ff14" stroke-width="6"') +
            place(EMBLEMS.hex('#39ff14'), 0, -40, 0.9),
          300,
          520,
        )
      )
    }
    return floor(300, 540, 170) + place(bladePack(s, count), 300, 540, n1(1 + (count - 4) * 0.012))
  }
  if (s.disposable) {
    const k = n <= 5 ? 3 : n <= 10 ? 4 : 5
    return (
      floor(300, 552, 150) +
      useMany(
        razor(s).body,
        Array.from({ length: k }, (_, i) => at(300, 552, 0.98, n1((i - (k - 1) / 2) * (k > 3 ? 11 : 14)))),
      )
    )
  }
  const r = razor(s).body
  const m = Number(variant.match(/\+ (\d+) cartridge/)?.[1] ?? 0)
  let spares = m ? m - (/kit/i.test(variant) ? 0 : 1) : 0
  const x = spares ? 225 : 300
  const stand = /stand|kit|gift|collector/i.test(variant) || s.heated
  let back = ''
  let front = ''
  const base = s.heated || s.neon ? '#2a2f38' : s.frame
  if (stand) front += E(x, 540, 90, 20, base) + R(x - 30, 470, 60, 70, 12, base) + (s.heated ? C(x, 505, 6, '#7dff8a') : '')
  if (/gift|collector/i.test(variant)) {
    const c = s.neon
      ? { body: '#161b18', cap: '#26302a', band: '#39ff14', window: '#26302a' }
      : { body: s.frame, cap: '#3a404c', band: GOLD, window: '#2a2f38' }
    back = place(box(c, 420, 380), 300, 560, 1)
    spares = 0
  }
  const carts = spares
    ? useMany(
        cartridge(s).body,
        Array.from({ length: spares }, (_, i) => at(455, 150 + i * 78 + (4 - spares) * 30, 0.5)),
      )
    : ''
  return floor(300, 552, 150) + back + front + place(r, x, stand ? 505 : 552, 1.04) + carts
}

function productSvg(name) {
  const slug = name.replace(/-\d+$/, '')
  const p = PALETTES[brandOf(slug)]
  const variant = variantNames.get(name)
  const body = R(0, 0, 600, 600, 0, p.bg) + C(300, 290, 236, p.bg2) + productBody(slug, name)
  return svg(600, 600, `${human(slug)} – product illustration${variant ? `: ${variant}` : ''}`, body)
}
function brandOf(slug) {
  if (productBrand.has(slug)) return productBrand.get(slug)
  const prefix = slug.split('-')[0]
  return PALETTES[prefix] && prefix !== 'default' ? prefix : 'default'
}

// ─── icons (64 x 64): the variant swatches ──────────────────────────────────────────────
function iconSvg(name) {
  const m = name.match(/^(.*?)-(\d+)$/)
  const slug = m ? m[1] : name
  const n = Number(m ? m[2] : 1)
  const good = GOODS[slug]
  const s = rangeOf(slug)
  const de = slug.includes('safety') || slug.includes('double-edge')
  const bg = de
    ? '#2b2b2e'
    : good
      ? isLight(good.body ?? '#000')
        ? good.cap
        : (good.body ?? good.cap)
      : s.neon
        ? '#101412'
        : isLight(s.handle)
          ? s.frame
          : s.handle
  const fg = de ? GOLD : good ? (isLight(good.body ?? '#000') ? good.body : (good.band ?? good.cap)) : (s.grip ?? s.strip)
  let glyph
  if (good) glyph = G(at(32, 28, 0.5), EMBLEMS[good.emblem ?? (good.kind === 'trimmer' ? 'chevron' : 'drop')]('#fff'))
  else if (de) glyph = G(at(32, 28, 0.32), deBlade())
  else if (slug.includes('brush')) glyph = R(16, 20, 32, 12, 6, '#fff') + S('M19 16H45', '#fff', 6, ' stroke-dasharray="2 2" stroke-linecap="butt"')
  else glyph = G(at(32, 14, 0.16), cartridge(s).body) + R(29, 33, 6, 12, 3, '#fff')
  const pips = Array.from({ length: n }, (_, i) => C(32 + (i - (n - 1) / 2) * 10, 54, 3.5, fg)).join('')
  return svg(64, 64, `${human(slug)}, option ${n}`, R(0, 0, 64, 64, 14, bg) + glyph + pips)
}

// ─── families (600 x 600): the range's razor on its colours ─────────────────────────────
function familySvg(slug) {
  const s = RANGES[slug] ?? RANGES[`${slug}-sensitive`] ?? RANGES.fusion5
  const titles = { fusion5: 'Fusion5', proglide: 'ProGlide', proshield: 'ProShield', mach3: 'Mach3', skinguard: 'SkinGuard' }
  const name = titles[slug] ?? human(slug)
  const dark = isLight(s.handle) ? s.frame : s.handle === '#b9c3d1' ? s.frame : s.handle
  const body =
    R(0, 0, 600, 600, 0, dark) +
    C(300, 300, 250, '#fff', 0.08) +
    C(300, 300, 190, '#fff', 0.07) +
    S('M40 560H560', s.grip ?? s.strip, 8, ' opacity=".8"') +
    G(at(250, 565, 1.05, -8), razor(s).body) +
    G(at(455, 200, 0.55, 12), cartridge(s).body) +
    G(at(470, 330, 0.55, 8), cartridge(s).body)
  return svg(600, 600, `The ${name} range`, body)
}

// ─── retailers (240 x 80): an invented mark beside the name ─────────────────────────────
/** Marks made for this demo, not any retailer's own: a shape and two colours each. */
const RETAILER_MARKS = {
  coles: { c: '#1c6e8c', k: '#f2b134', mark: (c, k) => P('M-20-6h40l-6 26h-28Z', c) + S('M-12-6l6-14M12-6l-6-14', k, 5) },
  woolworths: {
    c: '#7a3b8f',
    k: '#f6c945',
    mark: (c, k) =>
      C(0, 0, 22, c) + P('M-12-8l6 18 6-12 6 12 6-18', 'none').replace('fill="none"', `fill="none" stroke="${k}" stroke-width="5" stroke-linejoin="round"`),
  },
  'chemist-warehouse': {
    c: '#136f63',
    k: '#ffffff',
    mark: (c, k) => R(-22, -22, 44, 44, 10, c) + G('rotate(-35)', R(-16, -7, 32, 14, 7, k) + R(0, -7, 16, 14, 0, '#8fd3ae')),
  },
  priceline: { c: '#2a3f8f', k: '#ff8fa3', mark: (c, k) => G('rotate(45)', R(-16, -16, 32, 32, 6, c)) + C(0, -6, 5, k) },
  'amazon-au': { c: '#3d3a8c', k: '#ffb547', mark: (c, k) => R(-22, -22, 44, 44, 22, c) + S('M-11 11L0-11L11 11M-6 3H6', k, 5) },
  'big-w': { c: '#c2410c', k: '#ffffff', mark: (c, k) => R(-22, -22, 44, 44, 6, c) + R(-14, 4, 7, 10, 0, k) + R(-4, -4, 7, 18, 0, k) + R(6, -12, 7, 26, 0, k) },
}
function retailerSvg(slug) {
  const name = retailerNames.get(slug) ?? human(slug)
  const mark = RETAILER_MARKS[slug] ?? { c: `hsl(${hash(slug) % 360} 45% 35%)`, k: '#fff', mark: (c, k) => C(0, 0, 22, c) + C(0, 0, 8, k) }
  const words = name.split(' ')
  const lines = name.length > 11 && words.length > 1 ? [words[0], words.slice(1).join(' ')] : [name]
  const size = lines.length > 1 ? 21 : name.length > 8 ? 24 : 30
  const text = lines.map((l, i) => `<tspan x="78" y="${n1(lines.length > 1 ? 36 + i * 24 : 40 + size / 3)}">${esc(l)}</tspan>`).join('')
  const body =
    R(1, 1, 238, 78, 14, '#fff') +
    R(1, 1, 238, 78, 14, 'none').replace('fill="none"', `fill="none" stroke="${mark.c}" stroke-opacity=".25" stroke-width="2"`) +
    G('translate(40 40)', mark.mark(mark.c, mark.k)) +
    `<text ${FONT} font-size="${size}" font-weight="700" fill="${mark.c}">${text}</text>`
  return svg(240, 80, `${name} logo`, body)
}

// ─── brand logos ────────────────────────────────────────────────────────────────────────
// The only place the literal brand name is written: the five wordmark logos.
const LOGO_TEXT = { default: 'ASHFORD', kcg: 'KING C. ASHFORD', labs: 'ASHFORDLABS', intimate: 'ASHFORD INTIMATE', gaming: 'ASHFORD GAMING' }
function logoSvg(key) {
  const p = PALETTES[key] ?? PALETTES.default
  const text = LOGO_TEXT[key] ?? LOGO_TEXT.default
  const w = 76 + text.length * 21
  const body =
    `<rect width="${w}" height="64" rx="12" fill="${key === 'gaming' ? '#0b0d0c' : p.main}"/>` +
    `<path d="M18 44l14-26 14 26" fill="none" stroke="${p.accent}" stroke-width="5" stroke-linejoin="round"/>` +
    `<text x="58" y="42" ${FONT} font-size="26" font-weight="700" textLength="${w - 76}" lengthAdjust="spacingAndGlyphs" fill="${key === 'gaming' ? p.accent : '#fff'}">${esc(text)}</text>`
  return svg(w, 64, `${text} logo`, body)
}

// ─── people and props for the scenes ────────────────────────────────────────────────────
const SKINS = ['#f2c9a8', '#e0a982', '#c68a62', '#9a6444', '#6e4630']
const HAIRS = ['#2b1d14', '#4a3222', '#6b4226', '#1c1c1c', '#8a5a2b']
const INK = '#2a2320'
/**
 * A face seen from the front, head centred on (0, 0), shoulders below.
 * o: { skin, hair, shirt, beard: 'none' | 'stubble' | 'short' | 'full', lather, red, shape: 'oval' | 'round' | 'square', young }
 */
function face(o) {
  const { skin, hair, shirt = '#0b2a5b', beard = 'none', shape = 'oval' } = o
  const [rx, ry] = shape === 'round' ? [98, 102] : shape === 'square' ? [94, 108] : [86, 112]
  let s = P('M-130 250C-130 168-70 156 0 156S130 168 130 250Z', shirt) + R(-36, 60, 72, 112, 24, skin) + R(-36, 90, 72, 30, 0, '#000', 0.1)
  s += E(-rx - 4, 8, 16, 24, skin) + E(rx + 4, 8, 16, 24, skin)
  s += shape === 'square' ? R(-rx, -ry, rx * 2, ry * 2, 60, skin) : E(0, 0, rx, ry, skin)
  const jawOf = (d) =>
    `M${-rx + 2} 0C${-rx} ${ry - 10} -44 ${ry + d} 0 ${ry + d}S${rx} ${ry - 10} ${rx - 2} 0C${rx - 14} 40 50 58 0 58S${-rx + 14} 40 ${-rx + 2} 0Z`
  const jaw = jawOf(beard === 'full' ? 56 : 10)
  if (beard === 'full') s += P(jaw, hair) + P('M-38 46q38-26 76 0q-38 14-76 0Z', hair)
  else if (beard === 'short') s += P(jaw, hair, 0.9) + P('M-34 46q34-20 68 0q-34 10-68 0Z', hair)
  else if (beard === 'stubble') s += P(jaw, hair, 0.28) + P('M-34 46q34-20 68 0q-34 10-68 0Z', hair, 0.3)
  if (o.red) s += E(-48, 44, 24, 14, '#e0625a', 0.4) + E(48, 44, 24, 14, '#e0625a', 0.4) + E(0, 100, 30, 12, '#e0625a', 0.35)
  if (o.lather)
    s +=
      '<g fill="#fff">' +
      [
        [-70, 40, 22],
        [-56, 78, 24],
        [-28, 102, 26],
        [0, 108, 26],
        [28, 102, 26],
        [56, 78, 24],
        [70, 40, 22],
        [-40, 48, 16],
        [40, 48, 16],
      ]
        .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`)
        .join('') +
      '</g>'
  if (o.neckLather)
    s +=
      '<g fill="#fff">' +
      [
        [-26, 120, 20],
        [0, 128, 22],
        [26, 120, 20],
        [-14, 146, 16],
        [14, 146, 16],
      ]
        .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`)
        .join('') +
      '</g>'
  s += P(`M${-rx - 2} -6C${-rx - 12} -130 ${rx + 12} -130 ${rx + 2} -6C${rx - 6} -60 60 -78 0 -78S${-rx + 6} -60 ${-rx - 2} -6Z`, hair)
  s += C(-32, -6, 7, INK) + C(32, -6, 7, INK) + S('M-46-30h26M20-30h26', hair, 7) + S('M2 0q-10 26 6 30', '#000', 4, ' opacity=".18"')
  s += S('M-20 64q20 12 40 0', beard === 'full' || o.lather ? '#b5533c' : INK, 5)
  return s
}
/** An arrow from (x1, y1) to (x2, y2). */
function arrow(x1, y1, x2, y2, c, w = 10) {
  const a = Math.atan2(y2 - y1, x2 - x1)
  const h = w * 2.6
  const p = (d) => `${n1(x2 + Math.cos(a + d) * h)} ${n1(y2 + Math.sin(a + d) * h)}`
  return S(`M${x1} ${y1}L${x2} ${y2}M${p(2.6)}L${x2} ${y2}L${p(-2.6)}`, c, w)
}
const drops = (pts, c, s = 0.5) => pts.map(([x, y]) => G(at(x, y, s), EMBLEMS.drop(c))).join('')
const sparkle = (x, y, c, s = 1) => G(at(x, y, s), P('M0-20L5-5L20 0L5 5L0 20L-5 5L-20 0L-5-5Z', c))
const sun = (x, y, c, r = 60) =>
  C(x, y, r, c) +
  G(
    `translate(${x} ${y})`,
    S(
      Array.from({ length: 8 }, (_, i) => {
        const a = (i * Math.PI) / 4
        return `M${n1(Math.cos(a) * (r + 18))} ${n1(Math.sin(a) * (r + 18))}L${n1(Math.cos(a) * (r + 44))} ${n1(Math.sin(a) * (r + 44))}`
      }).join(''),
      c,
      12,
    ),
  )
const leafSprig = (x, y, c, s = 1) =>
  G(
    at(x, y, s),
    S('M0 0C10-60 0-120-10-160', c, 6) +
      [
        [-4, -40, -40],
        [4, -80, 30],
        [-8, -118, -30],
      ]
        .map(([lx, ly, r]) => G(`translate(${lx} ${ly}) rotate(${r})`, P('M0 0C-30-10-40-40-40-50C-10-50 10-30 0 0Z', c)))
        .join(''),
  )
function calendar(x, y, p) {
  const cells = Array.from({ length: 20 }, (_, i) =>
    R(x + 20 + (i % 5) * 52, y + 70 + Math.floor(i / 5) * 44, 40, 32, 6, i === 12 ? p.accent : '#000', i === 12 ? 1 : 0.08),
  ).join('')
  return (
    R(x, y, 300, 260, 18, '#fff') +
    R(x, y, 300, 52, 18, p.main) +
    R(x, y + 34, 300, 18, 0, p.main) +
    R(x + 60, y - 14, 14, 36, 7, INK) +
    R(x + 226, y - 14, 14, 36, 7, INK) +
    cells +
    S(`M${x + 132} ${y + 170}l12 12 22-26`, '#fff', 6)
  )
}
function showerHead(x, y, c) {
  return (
    S(`M${x + 160} ${y - 60}V${y}H${x + 40}`, '#aeb7c4', 16) +
    P(`M${x - 40} ${y + 50}Q${x} ${y - 20} ${x + 60} ${y + 20}L${x + 40} ${y + 60}Z`, '#aeb7c4') +
    [0, 1, 2, 3, 4].map((i) => S(`M${x + i * 20 - 20} ${y + 70}l-${18 + i * 6} 160`, c, 6, ' stroke-dasharray="16 18" opacity=".6"')).join('')
  )
}
function magnifier(x, y, r, inside, c = '#2a2f38') {
  return (
    C(x, y, r, '#fff') +
    inside +
    C(x, y, r, 'none').replace('fill="none"', `fill="none" stroke="${c}" stroke-width="16"`) +
    S(`M${n1(x + r * 0.72)} ${n1(y + r * 0.72)}l70 70`, c, 26)
  )
}
/** A slice of skin: layers, and hairs growing out of follicles. */
function skinSlice(x, y, w, { ingrown = false, bumps = false, spots = false } = {}) {
  let s = R(x, y, w, 200, 0, '#f3c8a8') + R(x, y + 60, w, 140, 0, '#e9a985') + R(x, y + 140, w, 60, 0, '#f6dcc4')
  const hairs = [0.2, 0.45, 0.7].map((f, i) => {
    const hx = x + w * f
    if (ingrown && i === 1)
      return S(`M${hx} ${y + 110}C${hx} ${y + 40} ${hx + 30} ${y - 10} ${hx + 60} ${y + 40}`, INK, 6) + C(hx + 40, y + 10, 26, '#e0625a', 0.45)
    return S(`M${hx} ${y + 110}L${hx + 6} ${y - 40}`, INK, 6) + E(hx, y + 112, 10, 14, '#c77a5a')
  })
  if (bumps) s += [0.3, 0.58, 0.85].map((f) => E(x + w * f, y + 2, 26, 20, '#e0625a', 0.55)).join('')
  if (spots) s += [0.32, 0.62].map((f) => C(x + w * f, y + 4, 24, '#d9534f', 0.7) + C(x + w * f, y, 8, '#fff6e6')).join('')
  return s + hairs.join('')
}
const towel = (x, y, c, w = 220) =>
  R(x - w / 2, y - 70, w, 70, 35, c) +
  E(x + w / 2 - 35, y - 35, 30, 35, '#000', 0.1) +
  E(x + w / 2 - 35, y - 35, 14, 18, '#000', 0.12) +
  S(`M${x - w / 2 + 20} ${y - 18}H${x + w / 2 - 70}`, '#fff', 6, ' opacity=".5"')
function recycleLoop(x, y, r, c) {
  return [0, 120, 240]
    .map((d) =>
      G(
        `translate(${x} ${y}) rotate(${d})`,
        S(`M${n1(r * Math.cos(-1.4))} ${n1(r * Math.sin(-1.4))}A${r} ${r} 0 0 1 ${n1(r * Math.cos(0.4))} ${n1(r * Math.sin(0.4))}`, c, 22) +
          G(`translate(${n1(r * Math.cos(0.55))} ${n1(r * Math.sin(0.55))}) rotate(${n1((0.55 * 180) / Math.PI + 90)})`, P('M-22-16L0 16L22-16Z', c)),
      ),
    )
    .join('')
}
const controller = (x, y, c, k) =>
  P(
    `M${x - 130} ${y}C${x - 150} ${y + 90} ${x - 100} ${y + 110} ${x - 70} ${y + 60}H${x + 70}C${x + 100} ${y + 110} ${x + 150} ${y + 90} ${x + 130} ${y}C${x + 120} ${y - 60} ${x + 80} ${y - 60} ${x + 50} ${y - 50}H${x - 50}C${x - 80} ${y - 60} ${x - 120} ${y - 60} ${x - 130} ${y}Z`,
    c,
  ) +
  R(x - 96, y - 8, 50, 14, 4, k) +
  R(x - 78, y - 26, 14, 50, 4, k) +
  C(x + 70, y - 14, 10, k) +
  C(x + 90, y + 6, 10, k) +
  C(x + 50, y + 6, 10, k, 0.6)
const bowTie = (x, y, c) =>
  P(`M${x} ${y}L${x - 70} ${y - 40}V${y + 40}ZM${x} ${y}L${x + 70} ${y - 40}V${y + 40}Z`, c) +
  R(x - 16, y - 18, 32, 36, 8, c) +
  R(x - 16, y - 18, 32, 36, 8, '#fff', 0.2)
const rings = (x, y) =>
  [0, 44].map((d) => C(x + d, y, 34, 'none').replace('fill="none"', `fill="none" stroke="${GOLD}" stroke-width="12"`)).join('') +
  sparkle(x + 86, y - 40, GOLD, 0.8)
function suitcase(x, y, c, k) {
  return (
    R(x - 150, y - 230, 300, 230, 24, c) +
    R(x - 50, y - 270, 100, 50, 16, 'none').replace('fill="none"', `fill="none" stroke="${INK}" stroke-width="14"`) +
    R(x - 150, y - 130, 300, 18, 0, k) +
    R(x - 110, y - 230, 14, 230, 0, '#000', 0.12) +
    R(x + 96, y - 230, 14, 230, 0, '#000', 0.12) +
    C(x - 110, y + 6, 14, INK) +
    C(x + 110, y + 6, 14, INK)
  )
}
function monitor(x, y, glow) {
  return (
    R(x - 200, y - 240, 400, 240, 16, '#1c2420') +
    R(x - 184, y - 224, 368, 208, 8, '#0e1512') +
    S(`M${x - 150} ${y - 60}l60-50 50 30 70-80 80 60`, glow, 8) +
    C(x + 120, y - 170, 20, glow, 0.6) +
    R(x - 16, y, 32, 50, 0, '#26302a') +
    R(x - 90, y + 50, 180, 16, 8, '#26302a')
  )
}
const heatWaves = (x, y, c, k = 3) =>
  Array.from({ length: k }, (_, i) => S(`M${x + (i - (k - 1) / 2) * 60} ${y}c-14-14 14-24 0-40s14-26 0-40`, c, 8, ' opacity=".85"')).join('')

// ─── articles (1200 x 675) ───────────────────────────────────────────────────────────────
const R5 = RANGES
const G_ = GOODS
/** A scene per article, drawn from its slug: people, products and signs of what it is about. */
function articleScene(slug, p, who) {
  const me = (o = {}) => face({ ...who, shirt: p.main, ...o })
  const rz = (range, x, y, s = 0.7, rot = 0) => place(razor(R5[range]).body, x, y, s, rot)
  const item = (fn, good, x, y, s = 0.7, rot = 0) => place(fn(G_[good]), x, y, s, rot)
  const person = (o, x = 420, y = 330, s = 1.2) => G(at(x, y, s), me(o))
  const A = {
    'how-to-shave-step-by-step': () =>
      [300, 600, 900].map((x) => C(x, 330, 150, '#fff', 0.75)).join('') +
      S('M380 330H520M680 330H820', p.accent, 10, ' stroke-dasharray="4 22"') +
      G(at(300, 330, 0.72), me({ lather: true })) +
      rz('fusion5', 600, 490, 0.6, -20) +
      item(tube, 'after-shave-balm', 900, 470, 0.75) +
      [300, 600, 900].map((x, i) => Array.from({ length: i + 1 }, (_, j) => C(x - i * 12 + j * 24, 520, 9, p.accent)).join('')).join(''),
    'shaving-with-or-against-the-grain': () =>
      person({ beard: 'stubble' }, 440, 300) +
      arrow(300, 330, 300, 470, '#3c9b6e', 14) +
      arrow(580, 330, 580, 470, '#3c9b6e', 14) +
      arrow(760, 520, 760, 340, '#e0625a', 14) +
      S('M720 380l80 100M800 380l-80 100', '#e0625a', 10) +
      rz('proglide', 930, 620, 0.85, 14),
    'how-often-to-change-razor-blades': () => calendar(200, 200, p) + rz('fusion5', 680, 620, 0.95, -10) + place(bladePack(R5.fusion5, 4), 930, 600, 0.85),
    'shave-gel-vs-foam-vs-cream': () =>
      item(can, 'sensitive-shave-gel', 330, 600, 1.1) +
      item(can, 'classic-shave-foam', 600, 600, 1.1) +
      G(
        at(600, 150),
        '<g fill="#fff">' +
          [
            [-40, 0, 40],
            [20, -20, 46],
            [60, 20, 34],
            [0, 30, 40],
          ]
            .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`)
            .join('') +
          '</g>',
      ) +
      item(jar, 'labs-moisturiser', 880, 600, 1.1),
    'first-shave-guide': () =>
      person({ beard: 'stubble', lather: false, young: true }, 440, 310) +
      rz('mach3', 760, 640, 0.9, 12) +
      item(can, 'sensitive-shave-gel', 950, 620, 0.95) +
      sparkle(620, 150, p.accent),
    'how-to-use-a-safety-razor': () =>
      place(safetyRazor(), 460, 640, 1.1, -28) +
      place(deBlade(), 820, 240, 2.2, -12) +
      E(820, 520, 160, 60, '#fff') +
      E(820, 500, 150, 44, p.bg2) +
      '<g fill="#fff">' +
      [
        [-60, 0, 40],
        [0, -20, 48],
        [60, 0, 40],
      ]
        .map(([x, y, r]) => `<circle cx="${820 + x}" cy="${480 + y}" r="${r}"/>`)
        .join('') +
      '</g>',
    'shaving-in-the-shower': () =>
      R(0, 0, 1200, 675, 0, 'none').replace('fill="none"', `fill="none" stroke="#fff" stroke-width="4" opacity=".6"`) +
      S('M0 135H1200M0 270H1200M0 405H1200M0 540H1200M240 0V675M480 0V675M720 0V675M960 0V675', '#fff', 4, ' opacity=".5"') +
      showerHead(360, 120, p.accent) +
      rz('heated-razor', 750, 640, 0.95, -8) +
      item(can, 'cooling-shave-gel', 960, 620, 0.95),
    'how-to-shave-your-neck': () =>
      person({ beard: 'none', neckLather: true }, 470, 270, 1.15) + rz('fusion5', 900, 600, 0.8, -62) + arrow(760, 160, 760, 330, p.accent, 12),
    'how-to-prevent-razor-burn': () =>
      person({ beard: 'stubble', red: true }, 440, 310) + item(tube, 'after-shave-balm', 800, 600, 1) + G(at(980, 240, 2.2), EMBLEMS.snow(p.accent)),
    'ingrown-hairs-causes-and-prevention': () =>
      magnifier(
        520,
        320,
        210,
        `<clipPath id="${idPrefix}m"><circle cx="520" cy="320" r="200"/></clipPath><g clip-path="url(#${idPrefix}m)">${skinSlice(300, 260, 440, { ingrown: true })}</g>`,
      ) + item(tube, 'pre-shave-face-scrub', 960, 600, 1),
    'shaving-sensitive-skin': () =>
      person({ lather: true }, 430, 300) +
      rz('skinguard-sensitive', 770, 640, 0.95, 10) +
      leafSprig(960, 620, '#3c9b6e', 1.4) +
      drops(
        [
          [1000, 180],
          [1060, 260],
        ],
        p.accent,
        0.9,
      ),
    'mens-skin-care-routine-basics': () =>
      item(pump, 'labs-face-wash', 330, 600, 1.1) +
      item(tube, 'labs-shave-gel', 600, 600, 1.1) +
      item(jar, 'labs-moisturiser', 880, 600, 1.1) +
      S('M420 250H500M700 250H770', p.accent, 10, ' stroke-dasharray="4 20"'),
    'exfoliating-before-shaving': () =>
      person({ beard: 'stubble' }, 420, 300) +
      S('M326 410a30 30 0 1 1 8 22M514 410a30 30 0 1 0-8 22', '#fff', 8) +
      item(tube, 'pre-shave-face-scrub', 820, 610, 1.05) +
      G(at(990, 300, 2), EMBLEMS.grains(p.main)),
    'sun-protection-after-shaving': () =>
      sun(960, 160, '#f4b63f', 70) +
      person({ beard: 'none' }, 440, 320) +
      place(tube({ body: '#ffd46b', cap: '#f08a2c', band: '#f08a2c', band2: '#fff', emblem: 'drop' }), 840, 620, 1),
    'how-to-choose-a-moisturiser': () =>
      item(jar, 'labs-moisturiser', 360, 600, 1.2) +
      item(jar, 'kcg-face-moisturiser', 650, 600, 1) +
      item(tube, 'after-shave-balm', 900, 600, 1) +
      drops(
        [
          [520, 170],
          [780, 210],
          [1040, 160],
        ],
        p.accent,
        1,
      ),
    'razor-bumps-vs-acne': () =>
      magnifier(
        340,
        300,
        190,
        `<clipPath id="${idPrefix}a"><circle cx="340" cy="300" r="180"/></clipPath><g clip-path="url(#${idPrefix}a)">${skinSlice(150, 270, 380, { bumps: true })}</g>`,
      ) +
      magnifier(
        820,
        300,
        190,
        `<clipPath id="${idPrefix}b"><circle cx="820" cy="300" r="180"/></clipPath><g clip-path="url(#${idPrefix}b)">${skinSlice(630, 270, 380, { spots: true })}</g>`,
      ),
    'how-to-grow-a-beard': () =>
      ['stubble', 'short', 'full'].map((b, i) => G(at(300 + i * 300, 300, 0.95), me({ beard: b }))).join('') + arrow(420, 600, 780, 600, p.accent, 10),
    'beard-oil-vs-beard-balm': () =>
      person({ beard: 'full' }, 600, 290, 1.05) +
      item(dropper, 'kcg-beard-oil', 300, 620, 1.15) +
      place(G('scale(1.3)', tin(G_['kcg-beard-balm'])), 920, 600, 1),
    'how-to-trim-a-beard-at-home': () =>
      person({ beard: 'full' }, 430, 290) +
      item(trimmer, 'kcg-style-master-trimmer', 780, 620, 1.05, 14) +
      place(comb({ body: '#a8703f' }), 1000, 560, 0.9, -70),
    'beard-styles-for-face-shapes': () =>
      [
        ['round', 'short'],
        ['oval', 'full'],
        ['square', 'stubble'],
      ]
        .map(([shape, beard], i) => G(at(300 + i * 300, 300, 0.95), me({ shape, beard })))
        .join(''),
    'how-to-shape-a-neckline': () =>
      person({ beard: 'full' }, 470, 260, 1.15) +
      S('M330 445Q470 520 610 445', p.accent, 8, ' stroke-dasharray="14 12"') +
      item(trimmer, 'kcg-style-master-trimmer', 850, 640, 1, -30),
    'beard-itch-and-dandruff': () =>
      person({ beard: 'full' }, 430, 290) +
      Array.from({ length: 10 }, (_, i) => R(330 + ((i * 37) % 200), 420 + ((i * 53) % 80), 8, 6, 2, '#fff')).join('') +
      place(brush({ body: '#a8703f', ink: '#3a2a1e' }), 830, 400, 0.9, -10) +
      item(dropper, 'kcg-beard-oil', 960, 640, 0.9),
    'maintaining-designer-stubble': () =>
      person({ beard: 'stubble' }, 440, 300) + item(trimmer, 'kcg-style-master-trimmer', 820, 630, 1.05, 10) + sparkle(980, 180, p.accent),
    'how-to-wash-a-beard': () =>
      person({ beard: 'full' }, 430, 300) +
      showerHead(330, 10, '#6fb7e6').replace(/<path d="M490[^>]*>/, '') +
      item(pump, 'kcg-beard-face-wash', 850, 620, 1.05) +
      G(at(1000, 200, 2.4), EMBLEMS.bubbles('#fff')),
    'body-grooming-guide': () =>
      person({ beard: 'stubble', shirt: who.skin }, 430, 300) +
      S('M300 470C340 560 420 590 470 640M560 470C540 540 520 600 500 675', '#fff', 34) +
      item(trimmer, 'kcg-style-master-trimmer', 780, 620, 0.95, 12) +
      rz('intimate-pubic-razor', 960, 620, 1, -10),
    'pubic-hair-grooming-tips': () =>
      towel(380, 600, '#f2c6e0', 300) +
      towel(380, 530, '#fff', 260) +
      rz('intimate-pubic-razor', 660, 620, 1.1, -8) +
      item(tube, 'intimate-shave-cream', 860, 620, 1) +
      leafSprig(1030, 620, '#7fb58f', 1.3),
    'grooming-while-travelling': () =>
      suitcase(380, 600, p.main, p.accent) +
      sparkle(640, 180, p.accent) +
      item(can, 'classic-shave-foam', 760, 620, 0.8) +
      rz('everyday3-disposables', 930, 620, 0.95, 10),
    'how-to-store-your-razor': () =>
      R(200, 560, 800, 30, 8, '#fff') +
      R(200, 590, 800, 14, 0, '#000', 0.08) +
      E(480, 556, 80, 16, p.main) +
      R(455, 490, 50, 70, 10, p.main) +
      rz('proshield', 480, 520, 0.95) +
      towel(800, 560, p.accent, 240) +
      R(200, 120, 800, 20, 6, '#fff', 0.8) +
      item(can, 'classic-shave-foam', 330, 120, 0.45) +
      item(tube, 'after-shave-balm', 420, 120, 0.45),
    'razor-recycling-guide': () =>
      recycleLoop(600, 330, 220, '#3c9b6e') + rz('everyday3-disposables', 600, 560, 0.7) + place(bladePack(R5.mach3, 4), 840, 600, 0.5),
    'choosing-the-right-razor': () => rz('mach3', 300, 640, 1) + rz('fusion5', 500, 640, 1) + rz('proglide', 700, 640, 1) + place(safetyRazor(), 900, 640, 1.2),
    'heated-razor-explained': () =>
      rz('heated-razor', 480, 660, 1.25) +
      heatWaves(480, 170, '#ff8a3d') +
      R(760, 200, 60, 300, 30, '#fff') +
      R(775, 330, 30, 160, 15, '#ff8a3d') +
      C(790, 500, 42, '#ff8a3d') +
      S('M840 260h30M840 320h30M840 380h30', '#fff', 6),
    'gamer-grooming-routine': () =>
      monitor(420, 420, '#39ff14') +
      controller(420, 560, '#26302a', '#39ff14') +
      rz('gaming-limited-edition-razor', 850, 640, 1.05, 8) +
      sparkle(1040, 180, '#39ff14'),
    // The home page's "Find your shave" cards (cards/: 16:9 like the article cards).
    'shaving-advisor': () =>
      person({ beard: 'stubble' }, 360, 300) + rz('mach3', 760, 640, 0.9, -6) + rz('fusion5', 880, 640, 0.9) + rz('proglide', 1000, 640, 0.9, 6),
    'spare-blades': () =>
      place(bladePack(R5.mach3, 4), 330, 600, 0.9) + place(bladePack(R5.fusion5, 8), 600, 600, 1.05) + place(bladePack(R5.proglide, 4), 870, 600, 0.9),
    'heated-razor': () => rz('heated-razor', 560, 700, 1.1, -8) + heatWaves(540, 150, '#ff8a3d') + towel(900, 600, p.accent, 240),
    'wedding-day-shave-plan': () =>
      person({ beard: 'none' }, 440, 300) +
      G('translate(440 300) scale(1.2)', bowTie(0, 176, INK)) +
      rings(800, 260) +
      calendar(780, 380, p).replace(/<rect x="780"/, '<rect x="780"'),
  }
  return (A[slug] ?? (() => person({ beard: 'stubble', lather: true }) + rz('fusion5', 820, 640, 1, 8)))()
}

function articleSvg(slug) {
  const meta = articleMeta.get(slug)
  const p = slug.includes('gamer')
    ? { ...PALETTES.gaming, bg: '#e9f5ea', bg2: '#cfe8d2', main: '#26302a' }
    : PALETTES[SECTION_BRAND[meta?.section] ?? 'default']
  const r = rng(slug)
  const who = { skin: SKINS[Math.floor(r() * SKINS.length)], hair: HAIRS[Math.floor(r() * HAIRS.length)] }
  const dots = Array.from({ length: 6 }, () => C(Math.round(r() * 1200), Math.round(r() * 675), 6 + Math.round(r() * 12), p.accent, 0.25)).join('')
  const body = R(0, 0, 1200, 675, 0, p.bg) + C(600 + Math.round(r() * 200 - 100), 340, 330, p.bg2) + dots + articleScene(slug, p, who)
  return svg(1200, 675, meta ? `Illustration for the article “${meta.title.replace(/\{brand\}/g, '').trim()}”` : `Illustration: ${human(slug)}`, body)
}

// ─── heroes (800 x 600): a brand's scene; the hero block's heading is its copy ─────────────
/** A wall of tiles, a shelf or counter, and the brand's products on it. */
function heroSvg(key) {
  const p = PALETTES[key] ?? PALETTES.default
  const rz = (range, x, y, s = 0.7, rot = 0) => place(razor(RANGES[range]).body, x, y, s, rot)
  const item = (fn, good, x, y, s = 0.7, rot = 0) => place(fn(GOODS[good]), x, y, s, rot)
  const tiles = (c, size = 100, o = 0.5) =>
    S(
      Array.from({ length: Math.ceil(800 / size) }, (_, i) => `M${(i + 1) * size} 0V470`).join('') +
        Array.from({ length: 4 }, (_, i) => `M0 ${(i + 1) * size}H800`).join(''),
      c,
      3,
      ` opacity="${o}"`,
    )
  const plant = (x, y, pot, leaf) =>
    R(x - 40, y - 80, 80, 80, 14, pot) + leafSprig(x - 6, y - 78, leaf, 1) + G(`translate(${x + 10} ${y - 78}) scale(-1 1)`, leafSprig(0, 0, leaf, 0.8))
  const stand = (x, y, c) => E(x, y, 60, 14, c) + R(x - 22, y - 50, 44, 50, 10, c)
  const scenes = {
    default: () =>
      R(0, 0, 800, 600, 0, p.bg) +
      tiles('#fff', 100) +
      R(60, 40, 300, 300, 150, '#fff', 0.7) +
      S('M140 110l60-50M150 170l110-90', '#fff', 14, ' opacity=".8"') +
      R(0, 470, 800, 130, 0, '#fff') +
      R(0, 470, 800, 14, 0, p.bg2) +
      stand(230, 490, p.main) +
      rz('fusion5', 230, 450, 0.74) +
      item(can, 'sensitive-shave-gel', 400, 490, 0.78) +
      item(tube, 'after-shave-balm', 530, 490, 0.74) +
      plant(680, 490, p.accent, '#3c9b6e') +
      towel(110, 490, p.accent, 180),
    kcg: () =>
      R(0, 0, 800, 600, 0, p.bg) +
      C(580, 210, 150, GOLD) +
      C(580, 210, 136, '#fbf7ef') +
      S('M520 160l60-40M530 230l110-80', '#fff', 12) +
      R(0, 460, 800, 140, 0, '#6b4a2b') +
      R(0, 460, 800, 18, 0, '#8a6239') +
      S('M0 540H800', '#5a3d22', 4) +
      place(safetyRazor(), 150, 470, 0.78, -4) +
      item(dropper, 'kcg-beard-oil', 290, 470, 0.8) +
      place(G('scale(1.3)', tin(GOODS['kcg-beard-balm'])), 460, 470, 0.55) +
      place(brush({ body: '#a8703f', ink: '#3a2a1e' }), 640, 470, 0.55) +
      item(pump, 'kcg-beard-face-wash', 740, 470, 0.7),
    labs: () =>
      R(0, 0, 800, 600, 0, '#f5fbfb') +
      tiles(p.bg2, 80, 0.8) +
      C(600, 180, 110, p.bg2) +
      drops(
        [
          [560, 140],
          [620, 200],
          [660, 130],
        ],
        p.accent,
        0.8,
      ) +
      R(0, 460, 800, 140, 0, '#e9efef') +
      S('M40 520q120-30 260 10t300-10 200 20', '#cfd9d9', 5) +
      R(0, 460, 800, 12, 0, '#d5dfdf') +
      stand(200, 480, p.main) +
      rz('labs-exfoliating-razor', 200, 440, 0.72) +
      item(pump, 'labs-face-wash', 360, 480, 0.8) +
      item(jar, 'labs-moisturiser', 520, 480, 0.62) +
      item(tube, 'labs-shave-gel', 650, 480, 0.72) +
      leafSprig(740, 480, '#3c9b6e', 1.2),
    intimate: () =>
      R(0, 0, 800, 600, 0, p.bg) +
      tiles('#fff', 90, 0.7) +
      showerHead(620, 60, '#b9d8ef') +
      R(0, 470, 800, 130, 0, '#fff') +
      R(0, 470, 800, 12, 0, p.bg2) +
      towel(140, 490, '#f2c6e0', 200) +
      towel(140, 420, '#fff', 170) +
      item(pump, 'intimate-hair-skin-wash', 320, 490, 0.8) +
      item(tube, 'intimate-shave-cream', 450, 490, 0.75) +
      stand(590, 490, p.main) +
      rz('intimate-pubic-razor', 590, 450, 0.82) +
      leafSprig(720, 490, '#7fb58f', 1),
    gaming: () =>
      R(0, 0, 800, 600, 0, '#0b0d0c') +
      R(0, 0, 800, 600, 0, '#39ff14', 0.03) +
      S('M0 40H800', '#39ff14', 4, ' opacity=".5"') +
      monitor(330, 390, '#39ff14') +
      R(0, 440, 800, 160, 0, '#161b18') +
      R(0, 440, 800, 8, 0, '#39ff14', 0.6) +
      R(160, 470, 300, 60, 10, '#26302a') +
      S('M180 490H440M180 510H440', '#39ff14', 8, ' stroke-dasharray="14 6" stroke-linecap="butt" opacity=".5"') +
      controller(560, 520, '#26302a', '#39ff14') +
      stand(690, 470, '#26302a') +
      rz('gaming-limited-edition-razor', 690, 430, 0.74) +
      sparkle(720, 110, '#39ff14', 1.2),
  }
  const titles = {
    default: 'A bathroom shelf with a razor, shave gel and after-shave balm',
    kcg: 'A barber’s shelf with a safety razor, beard oil, beard balm and a brush',
    labs: 'A clean counter with a razor on its stand, face wash, moisturiser and shave gel',
    intimate: 'A shower shelf with towels, body wash, shave cream and a razor',
    gaming: 'A gaming desk with a monitor, keyboard, controller and a limited-edition razor',
  }
  // The scene drawn 40 px lower: the wall fills the top, the counter's front stays a strip.
  const scene = (scenes[key] ?? scenes.default)()
  return svg(
    800,
    600,
    titles[key] ?? titles.default,
    scene.replace(/^(<rect x="0" y="0" width="800" height="600"[^>]*>)/, '$1<g transform="translate(0 40)">') + '</g>',
  )
}

// ─── write ──────────────────────────────────────────────────────────────────────────────
const WRITERS = { products: productSvg, icons: iconSvg, articles: articleSvg, heroes: heroSvg, families: familySvg, retailers: retailerSvg, brands: logoSvg }
let written = 0
for (const ref of [...referenced].sort()) {
  const m = ref.match(/^\/media\/([^/]+)\/(.+)\.svg$/)
  if (!m) continue
  const [, folder, name] = m
  // Ids inside a drawing (shared shapes, clip paths) are unique to its file, so two inlined drawings never clash.
  idPrefix = `${folder[0]}${hash(name).toString(36).slice(0, 4)}`
  idCount = 0
  const out = (WRITERS[folder] ?? articleSvg)(name)
  const file = join(PUBLIC_DIR, ref)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, out)
  written++
}

// Drawn by Chromium, as a visitor's browser draws the SVG (librsvg ignores the words' textLength).
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' })
const page = await browser.newPage({ deviceScaleFactor: 3 })
for (const logo of BRAND_LOGOS) {
  const file = join(PUBLIC_DIR, logo)
  await page.setContent(`<body style="margin:0"><img src="data:image/svg+xml;base64,${readFileSync(file).toString('base64')}"></body>`)
  const drawn = await page.locator('img').screenshot({ omitBackground: true })
  await sharp(drawn)
    .webp({ lossless: true })
    .toFile(file.replace(/\.svg$/, '.webp'))
}
await browser.close()

// ─── check ──────────────────────────────────────────────────────────────────────────────
const problems = []
for (const ref of referenced) {
  const file = join(PUBLIC_DIR, ref)
  if (!existsSync(file)) problems.push(`missing: ${ref}`)
  else if (statSync(file).size >= MAX_BYTES) problems.push(`too large (${statSync(file).size} bytes): ${ref}`)
}
if (problems.length) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log(`generate-demo-images: wrote ${written} SVGs and ${BRAND_LOGOS.length} logo WebPs; all ${referenced.size} referenced paths present under public/`)
