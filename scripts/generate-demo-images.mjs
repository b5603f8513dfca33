#!/usr/bin/env node
/**
 * Generates the original demo SVG illustrations used by the seed data.
 *
 * Node cannot import the TypeScript data files, so this script scans src/cms/seed/data/*.ts
 * for '/media/....svg' path literals and writes one SVG for every path it finds into
 * public/media/, choosing the drawing by folder (products, icons, articles, families,
 * retailers, brands) and by keywords in the file name. The five brand logos are always
 * written. Output is deterministic: any variation is derived from a hash of the slug.
 *
 * Usage: node scripts/generate-demo-images.mjs
 * Exits 1 if any referenced path is missing afterwards or an SVG is 4 KB or larger.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

import { mulberry32 } from '../src/shared/random/mulberry32.mjs'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const DATA_DIR = join(ROOT, 'src/cms/seed/data')
const PUBLIC_DIR = join(ROOT, 'public')
const MAX_BYTES = 4096

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

/** Retailer names, article titles/sections and product brands, where the data provides them. */
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

// ─── helpers ────────────────────────────────────────────────────────────────────────────
function hash(s) {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619)
  return h >>> 0
}
/** Seeded by the slug, so "random" decoration is stable per slug. */
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

const PALETTES = {
  default: { bg: '#e8eef7', bg2: '#d3def0', main: '#0b2a5b', accent: '#2f6fd6', light: '#ffffff', text: '#0b2a5b' },
  kcg: { bg: '#efebe3', bg2: '#ddd5c6', main: '#2b2b2e', accent: '#c9a44c', light: '#f7f1e3', text: '#2b2b2e' },
  labs: { bg: '#e3f4f3', bg2: '#c5e7e5', main: '#0f5e63', accent: '#1fa7a0', light: '#ffffff', text: '#0f5e63' },
  intimate: { bg: '#f6ecf2', bg2: '#ead3e1', main: '#5e2b4f', accent: '#b06a9a', light: '#fff7fb', text: '#5e2b4f' },
  gaming: { bg: '#0b0d0c', bg2: '#18201b', main: '#3a4a40', accent: '#39ff14', light: '#e9ffe3', text: '#39ff14' },
}
const SECTION_BRAND = { 'shaving-tips': 'default', 'skin-care': 'labs', 'beard-care': 'kcg', 'grooming-guides': 'intimate' }

function brandOf(slug) {
  if (productBrand.has(slug)) return productBrand.get(slug)
  const prefix = slug.split('-')[0]
  return PALETTES[prefix] && prefix !== 'default' ? prefix : 'default'
}
const has = (slug, ...words) => words.some((w) => slug.includes(w))
function bladeCount(slug) {
  if (has(slug, 'mach3', 'everyday3', 'intimate')) return 3
  if (has(slug, 'skinguard', 'twin')) return 2
  if (has(slug, 'safety', 'double-edge')) return 1
  return 5
}
/** What to draw for a product slug. */
function kindOf(slug) {
  if (has(slug, 'kit', 'gift-set')) return 'box'
  if (has(slug, 'safety-razor')) return 'safety'
  if (has(slug, 'blades')) return 'pack'
  if (has(slug, 'heated')) return 'heated'
  if (has(slug, 'disposables')) return 'disposables'
  if (has(slug, 'trimmer')) return 'trimmer'
  if (has(slug, 'brush')) return 'brush'
  if (has(slug, 'oil')) return 'dropper'
  if (has(slug, 'beard-balm')) return 'tin'
  if (has(slug, 'wash', 'cleanser')) return 'pump'
  if (has(slug, 'moisturiser')) return 'jar'
  if (has(slug, 'transparent', 'labs-shave-gel', 'cream', 'scrub', 'balm')) return 'tube'
  if (has(slug, 'gel', 'foam')) return 'can'
  return 'razor'
}
function labelOf(slug) {
  const types = [['foam', 'FOAM'], ['cream', 'CREAM'], ['scrub', 'SCRUB'], ['balm', 'BALM'], ['cleanser', '2-IN-1'], ['wash', 'WASH'], ['double-edge', 'DE BLADES'], ['gel', 'GEL']]
  const hit = types.find(([w]) => slug.includes(w))
  if (hit) return hit[1]
  return slug.replace(/^(kcg|labs|intimate|gaming)-/, '').split('-')[0].toUpperCase().slice(0, 9)
}
/** font size that keeps a label inside a box `width` px wide */
const fit = (label, width, max) => Math.min(max, Math.floor(width / (label.length * 0.68)))

// ─── product shapes (600 x 600 canvas) ──────────────────────────────────────────────────
const bladeLines = (x, y, w, n, color) =>
  Array.from({ length: n }, (_, i) => `<rect x="${x}" y="${y + i * 9}" width="${w}" height="4" rx="2" fill="${color}"/>`).join('')

function razorShape(p, slug, { heated = false } = {}) {
  const n = bladeCount(slug)
  const head = `<g transform="translate(300 170)"><rect x="-120" y="-40" width="240" height="${40 + n * 9}" rx="22" fill="${p.main}"/>` +
    `<rect x="-104" y="-28" width="208" height="12" rx="6" fill="${p.accent}" opacity=".85"/>` +
    bladeLines(-100, -8, 200, n, p.light) +
    (heated ? `<rect x="-104" y="${n * 9}" width="208" height="10" rx="5" fill="#ff8a3d"/>` : '') + '</g>'
  const neck = `<path d="M284 ${200 + n * 9}h32l-6 60h-20z" fill="${p.main}"/>`
  const handle = `<rect x="268" y="${255 + n * 9}" width="64" height="250" rx="32" fill="${p.main}"/>` +
    `<rect x="282" y="${300 + n * 9}" width="36" height="120" rx="18" fill="${p.accent}"/>` +
    `<rect x="292" y="${315 + n * 9}" width="16" height="90" rx="8" fill="${p.light}" opacity=".35"/>`
  const heat = heated
    ? [220, 300, 380].map((x) => `<path d="M${x} 110c-14-16 14-26 0-44s14-28 0-44" fill="none" stroke="#ff8a3d" stroke-width="7" stroke-linecap="round" opacity=".8"/>`).join('')
    : ''
  return heat + head + neck + handle
}
function safetyShape(p) {
  const knurl = Array.from({ length: 9 }, (_, i) => `<rect x="282" y="${290 + i * 18}" width="36" height="6" rx="3" fill="${p.accent}" opacity=".7"/>`).join('')
  return `<rect x="170" y="140" width="260" height="34" rx="10" fill="${p.accent}"/>` +
    `<rect x="160" y="174" width="280" height="10" fill="${p.light}" stroke="${p.main}" stroke-width="3"/>` +
    `<rect x="180" y="184" width="240" height="40" rx="14" fill="${p.accent}"/>` +
    `<rect x="278" y="224" width="44" height="300" rx="18" fill="${p.main}"/>` + knurl +
    `<circle cx="300" cy="530" r="26" fill="${p.accent}"/>`
}
function cartridge(x, y, p, n, w = 120) {
  return `<g transform="translate(${x} ${y})"><rect width="${w}" height="${34 + n * 8}" rx="12" fill="${p.main}"/>` +
    `<rect x="10" y="8" width="${w - 20}" height="8" rx="4" fill="${p.accent}"/>` +
    Array.from({ length: n }, (_, i) => `<rect x="10" y="${22 + i * 8}" width="${w - 20}" height="3" fill="${p.light}"/>`).join('') + '</g>'
}
function packShape(p, slug) {
  const n = bladeCount(slug)
  const slots = n === 1
    ? [0, 1, 2].map((i) => `<rect x="${200 + i * 70}" y="${230 + (i % 2) * 20}" width="90" height="46" rx="6" fill="${p.light}" stroke="${p.main}" stroke-width="4" transform="rotate(${-8 + i * 8} ${245 + i * 70} 253)"/>`).join('')
    : [0, 1].flatMap((r) => [0, 1].map((c) => cartridge(180 + c * 130, 190 + r * 120, p, n, 110))).join('')
  return `<rect x="140" y="90" width="320" height="420" rx="28" fill="${p.light}" stroke="${p.main}" stroke-width="8"/>` +
    `<rect x="140" y="90" width="320" height="70" rx="28" fill="${p.main}"/><rect x="140" y="130" width="320" height="30" fill="${p.main}"/>` +
    `<circle cx="300" cy="118" r="14" fill="${p.bg}"/>` + slots +
    `<rect x="170" y="440" width="260" height="40" rx="10" fill="${p.accent}"/>` +
    `<text x="300" y="468" ${FONT} font-size="${fit(labelOf(slug), 240, 22)}" font-weight="700" text-anchor="middle" fill="${p.light}">${esc(labelOf(slug))}</text>`
}
function canShape(p, slug) {
  const foam = has(slug, 'foam')
  return (foam ? `<circle cx="270" cy="96" r="30" fill="#fff"/><circle cx="305" cy="84" r="36" fill="#fff"/><circle cx="338" cy="100" r="26" fill="#fff"/>` : '') +
    `<rect x="270" y="110" width="60" height="40" rx="8" fill="${p.accent}"/>` +
    `<path d="M220 180q0-30 80-30t80 30z" fill="${p.main}"/>` +
    `<rect x="220" y="178" width="160" height="340" rx="24" fill="${p.main}"/>` +
    `<rect x="220" y="260" width="160" height="150" fill="${p.light}"/>` +
    `<rect x="220" y="396" width="160" height="14" fill="${p.accent}"/>` +
    `<text x="300" y="345" ${FONT} font-size="${fit(labelOf(slug), 140, 30)}" font-weight="700" text-anchor="middle" fill="${p.main}">${esc(labelOf(slug))}</text>` +
    `<rect x="236" y="190" width="14" height="310" rx="7" fill="#fff" opacity=".18"/>`
}
function tubeShape(p, slug) {
  const clear = has(slug, 'transparent')
  return `<rect x="262" y="470" width="76" height="60" rx="10" fill="${p.main}"/>` +
    `<path d="M210 90h180l-20 380h-140z" fill="${clear ? p.bg2 : p.light}" stroke="${p.main}" stroke-width="8" stroke-linejoin="round"/>` +
    `<rect x="206" y="78" width="188" height="24" rx="4" fill="${p.main}"/>` +
    `<rect x="232" y="230" width="136" height="90" rx="10" fill="${p.accent}"/>` +
    `<text x="300" y="284" ${FONT} font-size="${fit(labelOf(slug), 124, 26)}" font-weight="700" text-anchor="middle" fill="${p.light}">${esc(labelOf(slug))}</text>`
}
function dropperShape(p) {
  return `<rect x="282" y="70" width="36" height="60" rx="18" fill="${p.main}"/>` +
    `<rect x="266" y="126" width="68" height="44" rx="8" fill="${p.accent}"/>` +
    `<rect x="252" y="166" width="96" height="30" rx="6" fill="${p.main}"/>` +
    `<rect x="200" y="196" width="200" height="320" rx="40" fill="#7a4a1c" opacity=".85"/>` +
    `<rect x="226" y="290" width="148" height="120" rx="10" fill="${p.light}"/>` +
    `<rect x="226" y="396" width="148" height="14" fill="${p.accent}"/>` +
    `<text x="300" y="358" ${FONT} font-size="26" font-weight="700" text-anchor="middle" fill="${p.main}">OIL</text>` +
    `<rect x="216" y="214" width="14" height="280" rx="7" fill="#fff" opacity=".25"/>`
}
function tinShape(p) {
  return `<ellipse cx="300" cy="430" rx="170" ry="50" fill="${p.main}"/><rect x="130" y="330" width="340" height="100" fill="${p.main}"/>` +
    `<ellipse cx="300" cy="330" rx="170" ry="50" fill="${p.accent}"/><ellipse cx="300" cy="326" rx="120" ry="32" fill="${p.main}" opacity=".25"/>` +
    `<text x="300" y="398" ${FONT} font-size="28" font-weight="700" text-anchor="middle" fill="${p.accent}">BALM</text>`
}
function pumpShape(p, slug) {
  return `<path d="M300 90h80v26h-28" fill="none" stroke="${p.main}" stroke-width="14" stroke-linecap="round"/>` +
    `<rect x="286" y="90" width="28" height="80" fill="${p.main}"/><rect x="262" y="160" width="76" height="36" rx="8" fill="${p.accent}"/>` +
    `<rect x="205" y="192" width="190" height="330" rx="36" fill="${p.main}"/>` +
    `<rect x="228" y="280" width="144" height="150" rx="12" fill="${p.light}"/>` +
    `<text x="300" y="362" ${FONT} font-size="${fit(labelOf(slug), 130, 28)}" font-weight="700" text-anchor="middle" fill="${p.main}">${esc(labelOf(slug))}</text>`
}
function jarShape(p) {
  return `<rect x="170" y="250" width="260" height="70" rx="16" fill="${p.accent}"/>` +
    `<rect x="160" y="316" width="280" height="190" rx="40" fill="${p.light}" stroke="${p.main}" stroke-width="8"/>` +
    `<rect x="200" y="370" width="200" height="70" rx="10" fill="${p.main}"/>` +
    `<text x="300" y="414" ${FONT} font-size="20" font-weight="700" text-anchor="middle" fill="${p.light}">MOISTURISE</text>`
}
function trimmerShape(p) {
  const teeth = Array.from({ length: 12 }, (_, i) => `<rect x="${226 + i * 13}" y="72" width="7" height="38" rx="3" fill="${p.accent}"/>`).join('')
  return teeth + `<rect x="214" y="100" width="172" height="44" rx="10" fill="${p.accent}"/>` +
    `<path d="M230 140h140l-16 370q-2 20-22 20h-64q-20 0-22-20z" fill="${p.main}"/>` +
    `<circle cx="300" cy="270" r="26" fill="${p.accent}"/><circle cx="300" cy="270" r="12" fill="${p.main}"/>` +
    `<rect x="292" y="330" width="16" height="130" rx="8" fill="${p.accent}" opacity=".5"/>`
}
function brushShape(p) {
  const bristles = Array.from({ length: 14 }, (_, i) => `<rect x="${154 + i * 14}" y="170" width="8" height="60" rx="3" fill="${p.main}"/>`).join('')
  const comb = Array.from({ length: 14 }, (_, i) => `<rect x="${346 + i * 10}" y="380" width="5" height="50" fill="${p.accent}"/>`).join('')
  return `<rect x="140" y="220" width="220" height="80" rx="36" fill="${p.accent}"/>` + bristles +
    `<rect x="340" y="350" width="150" height="36" rx="8" fill="${p.accent}"/>` + comb
}
function disposablesShape(p, slug) {
  const n = bladeCount(slug)
  return [-18, 0, 18].map((a, i) =>
    `<g transform="rotate(${a} 300 520)"><rect x="250" y="120" width="100" height="${40 + n * 9}" rx="12" fill="${i === 1 ? p.main : p.accent}"/>` +
    bladeLines(262, 140, 76, n, p.light) + `<rect x="288" y="${160 + n * 9}" width="24" height="360" rx="12" fill="${i === 1 ? p.main : p.accent}"/></g>`).join('')
}
function boxShape(p) {
  return `<rect x="130" y="200" width="340" height="300" rx="16" fill="${p.main}"/>` +
    `<rect x="115" y="160" width="370" height="70" rx="14" fill="${p.accent}"/>` +
    `<rect x="280" y="160" width="40" height="340" fill="${p.light}" opacity=".9"/>` +
    `<path d="M300 160c-60-80-120-40-60 0M300 160c60-80 120-40 60 0" fill="none" stroke="${p.light}" stroke-width="14" stroke-linecap="round"/>`
}

/** A product's picture; a variant's (`{slug}-2`, `-3` …) is another view: turned, lit from elsewhere. */
function productSvg(name) {
  const variant = Number(name.match(/-(\d+)$/)?.[1] ?? 1)
  const slug = name.replace(/-\d+$/, '')
  const p = PALETTES[brandOf(slug)]
  const kind = kindOf(slug)
  const r = rng(name)
  const cx = 150 + Math.round(r() * 300)
  const cy = 150 + Math.round(r() * 200)
  const draw = {
    razor: () => razorShape(p, slug), heated: () => razorShape(p, slug, { heated: true }), safety: () => safetyShape(p),
    pack: () => packShape(p, slug), can: () => canShape(p, slug), tube: () => tubeShape(p, slug), dropper: () => dropperShape(p),
    tin: () => tinShape(p), pump: () => pumpShape(p, slug), jar: () => jarShape(p), trimmer: () => trimmerShape(p),
    brush: () => brushShape(p), disposables: () => disposablesShape(p, slug), box: () => boxShape(p),
  }[kind]
  const turned = variant > 1 ? `<g transform="rotate(${variant % 2 ? 9 : -9} 300 330)">${draw()}</g>` : draw()
  const body = `<rect width="600" height="600" fill="${p.bg}"/><circle cx="${cx}" cy="${cy}" r="${variant > 1 ? 170 + variant * 20 : 210}" fill="${p.bg2}"/>` +
    `<ellipse cx="300" cy="548" rx="170" ry="18" fill="#000" opacity=".12"/>` + turned
  return svg(600, 600, `${human(slug)} – product illustration${variant > 1 ? `, view ${variant}` : ''}`, body)
}

// ─── icons (64 x 64) ─────────────────────────────────────────────────────────────────────
function iconSvg(name) {
  const m = name.match(/^(.*?)-(\d+)$/)
  const slug = m ? m[1] : name
  const n = m ? m[2] : '1'
  const p = PALETTES[brandOf(slug)]
  const kind = kindOf(slug)
  const glyph = {
    razor: `<rect x="18" y="12" width="28" height="12" rx="4" fill="${p.light}"/><rect x="29" y="24" width="6" height="28" rx="3" fill="${p.light}"/>`,
    heated: `<rect x="18" y="12" width="28" height="12" rx="4" fill="#ff8a3d"/><rect x="29" y="24" width="6" height="28" rx="3" fill="${p.light}"/>`,
    safety: `<rect x="16" y="14" width="32" height="8" rx="2" fill="${p.light}"/><rect x="29" y="22" width="6" height="30" rx="3" fill="${p.light}"/>`,
    pack: `<rect x="18" y="12" width="28" height="40" rx="5" fill="${p.light}"/><rect x="23" y="22" width="18" height="6" fill="${p.main}"/><rect x="23" y="34" width="18" height="6" fill="${p.main}"/>`,
    disposables: `<rect x="20" y="12" width="24" height="10" rx="3" fill="${p.light}"/><rect x="29" y="22" width="6" height="30" rx="3" fill="${p.light}"/>`,
  }[kind] ?? `<rect x="22" y="18" width="20" height="34" rx="6" fill="${p.light}"/><rect x="26" y="10" width="12" height="8" rx="2" fill="${p.accent}"/>`
  const body = `<rect width="64" height="64" rx="14" fill="${p.main}"/>${glyph}` +
    `<circle cx="50" cy="50" r="11" fill="${p.accent}"/><text x="50" y="54.5" ${FONT} font-size="13" font-weight="700" text-anchor="middle" fill="${p.main}">${esc(n)}</text>`
  return svg(64, 64, `${human(slug)}, option ${n}`, body)
}

// ─── articles (1200 x 675) ───────────────────────────────────────────────────────────────
function articleIcon(slug, p) {
  const c = p.light
  if (has(slug, 'beard', 'stubble', 'neckline'))
    return `<path d="M-90-60q0 150 90 150t90-150q-20 40-90 40t-90-40z" fill="${c}"/><path d="M-40 0q40-22 80 0" fill="none" stroke="${p.main}" stroke-width="12" stroke-linecap="round"/>`
  if (has(slug, 'travel'))
    return `<rect x="-100" y="-60" width="200" height="140" rx="18" fill="${c}"/><rect x="-36" y="-96" width="72" height="44" rx="12" fill="none" stroke="${c}" stroke-width="12"/><rect x="-100" y="-6" width="200" height="12" fill="${p.main}"/>`
  if (has(slug, 'recycl'))
    return `<g fill="none" stroke="${c}" stroke-width="16" stroke-linecap="round"><path d="M-70 30a80 80 0 0 1 40-100"/><path d="M40-75a80 80 0 0 1 40 90"/><path d="M40 70a80 80 0 0 1-90 0"/></g>`
  if (has(slug, 'gamer', 'gaming'))
    return `<rect x="-110" y="-50" width="220" height="110" rx="50" fill="${c}"/><rect x="-72" y="-8" width="44" height="12" fill="${p.main}"/><rect x="-56" y="-24" width="12" height="44" fill="${p.main}"/><circle cx="50" cy="-6" r="10" fill="${p.main}"/><circle cx="74" cy="14" r="10" fill="${p.main}"/>`
  if (has(slug, 'sun'))
    return `<circle r="56" fill="${c}"/>` + Array.from({ length: 8 }, (_, i) => `<rect x="-6" y="-110" width="12" height="34" rx="6" fill="${c}" transform="rotate(${i * 45})"/>`).join('')
  if (has(slug, 'skin', 'moisturiser', 'acne', 'exfoliat', 'ingrown', 'burn'))
    return `<path d="M0-100q80 100 80 150a80 80 0 0 1-160 0q0-50 80-150z" fill="${c}"/><circle cx="-28" cy="40" r="14" fill="${p.main}" opacity=".3"/>`
  if (has(slug, 'body', 'pubic'))
    return `<path d="M0 100q-110-80-60-170 40-50 60 10 20-60 60-10 50 90-60 170z" fill="${c}"/>`
  return `<rect x="-110" y="-70" width="220" height="60" rx="20" fill="${c}"/><rect x="-90" y="-54" width="180" height="8" fill="${p.main}"/><rect x="-90" y="-36" width="180" height="8" fill="${p.main}"/><rect x="-18" y="-10" width="36" height="130" rx="18" fill="${c}"/>`
}
function articleSvg(slug) {
  const meta = articleMeta.get(slug)
  const p = PALETTES[SECTION_BRAND[meta?.section] ?? 'default']
  const r = rng(slug)
  const shapes = Array.from({ length: 6 }, (_, i) => {
    const x = Math.round(r() * 1200)
    const y = Math.round(r() * 675)
    const s = 40 + Math.round(r() * 160)
    return i % 2
      ? `<circle cx="${x}" cy="${y}" r="${s}" fill="${i % 3 ? p.accent : p.light}" opacity="${(0.12 + r() * 0.2).toFixed(2)}"/>`
      : `<rect x="${x - s}" y="${y - s / 2}" width="${s * 2}" height="${s}" rx="${Math.round(s / 2)}" fill="${p.bg2}" opacity=".5" transform="rotate(${Math.round(r() * 90 - 45)} ${x} ${y})"/>`
  }).join('')
  const initial = (meta?.title ?? slug).replace(/[^A-Za-z]/g, '').charAt(0).toUpperCase() || 'A'
  const body = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient></defs>` +
    `<rect width="1200" height="675" fill="url(#g)"/>${shapes}` +
    `<circle cx="780" cy="338" r="200" fill="${p.main}"/><g transform="translate(780 338)">${articleIcon(slug, p)}</g>` +
    `<text x="330" y="420" ${FONT} font-size="260" font-weight="700" text-anchor="middle" fill="${p.main}" opacity=".9">${initial}</text>` +
    `<rect x="230" y="460" width="200" height="14" rx="7" fill="${p.accent}"/>`
  return svg(1200, 675, meta ? `Illustration for the article “${meta.title.replace(/\{brand\}/g, '').trim()}”` : `Illustration: ${human(slug)}`, body)
}

// ─── families (600 x 600), retailers (240 x 96), brand logos ─────────────────────────────
function familySvg(slug) {
  const p = PALETTES.default
  const titles = { fusion5: 'Fusion5', proglide: 'ProGlide', proshield: 'ProShield', mach3: 'Mach3', skinguard: 'SkinGuard' }
  const name = titles[slug] ?? human(slug)
  const body = `<rect width="600" height="600" fill="${p.main}"/><circle cx="300" cy="250" r="190" fill="${p.accent}" opacity=".35"/>` +
    `<g transform="translate(0 -30) scale(1 .8)">${razorShape({ ...p, main: p.light, light: p.main }, slug)}</g>` +
    `<rect x="0" y="470" width="600" height="130" fill="${p.accent}"/>` +
    `<text x="300" y="552" ${FONT} font-size="56" font-weight="700" text-anchor="middle" fill="#fff">${esc(name)}</text>`
  return svg(600, 600, `${name} range`, body)
}
function retailerSvg(slug) {
  const name = retailerNames.get(slug) ?? human(slug)
  const hue = hash(slug) % 360
  const size = name.length > 14 ? 17 : name.length > 9 ? 22 : 28
  const body = `<rect x="2" y="2" width="236" height="92" rx="18" fill="hsl(${hue} 60% 96%)" stroke="hsl(${hue} 55% 35%)" stroke-width="3"/>` +
    `<text x="120" y="${48 + size / 3}" ${FONT} font-size="${size}" font-weight="700" text-anchor="middle" fill="hsl(${hue} 55% 28%)">${esc(name)}</text>`
  return svg(240, 96, `${name} logo`, body)
}
// The only place the literal brand name is written: the five wordmark logos.
const LOGO_TEXT = { default: 'ASHFORD', kcg: 'KING C. ASHFORD', labs: 'ASHFORDLABS', intimate: 'ASHFORD INTIMATE', gaming: 'ASHFORD GAMING' }
function logoSvg(key) {
  const p = PALETTES[key] ?? PALETTES.default
  const text = LOGO_TEXT[key] ?? LOGO_TEXT.default
  const w = 76 + text.length * 21
  const body = `<rect width="${w}" height="64" rx="12" fill="${key === 'gaming' ? '#0b0d0c' : p.main}"/>` +
    `<path d="M18 44l14-26 14 26" fill="none" stroke="${p.accent}" stroke-width="5" stroke-linejoin="round"/>` +
    `<text x="58" y="42" ${FONT} font-size="26" font-weight="700" textLength="${w - 76}" lengthAdjust="spacingAndGlyphs" fill="${key === 'gaming' ? p.accent : '#fff'}">${esc(text)}</text>`
  return svg(w, 64, `${text} logo`, body)
}

// ─── write ──────────────────────────────────────────────────────────────────────────────
let written = 0
for (const ref of [...referenced].sort()) {
  const m = ref.match(/^\/media\/([^/]+)\/(.+)\.svg$/)
  if (!m) continue
  const [, folder, name] = m
  let out
  if (folder === 'products') out = productSvg(name)
  else if (folder === 'icons') out = iconSvg(name)
  else if (folder === 'articles') out = articleSvg(name)
  else if (folder === 'families') out = familySvg(name)
  else if (folder === 'retailers') out = retailerSvg(name)
  else if (folder === 'brands') out = logoSvg(name)
  else out = articleSvg(name)
  const file = join(PUBLIC_DIR, ref)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, out)
  written++
}

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
console.log(`generate-demo-images: wrote ${written} SVGs; all ${referenced.size} referenced paths present under public/`)
