/**
 * A page's own rules of the build's stylesheets: what scripts/server/firstPaint.mjs inlines when it holds
 * the whole page.
 *
 * Turbopack merges the CSS modules of many pages into shared stylesheets (the product page's, the reviews',
 * the search results' and the forms' rules sit in one 20 KB file every page links), and each page inlines
 * its stylesheets whole: on the article page, 20 of its 27 KB of CSS styled nothing there, and its HTML
 * needed a second round trip of a new connection (TCP's first window is ~14 KB). So a page that is whole
 * when its head is written gets, inline, only the rules of the classes it uses: those of its markup and
 * those of what its RSC payload holds for a client component to draw later. What scripts draw outside those
 * classes brings in the whole stylesheets (./wholeStylesheets.mjs).
 *
 * A rule stays when one of its selectors could match the page: every class the selector requires (those
 * outside parentheses, and inside a `:has()`, `:is()` or `:where()` of one selector; not `:not(.a)` nor
 * `:is(.a, .b)`) is in the page's `class` attributes. A `:has()` on the root left on a page that cannot
 * match it made the browser check the whole document again on every change to the page.
 * Rules without classes, at-rules other than grouping ones (@keyframes, @font-face ...), and anything not
 * understood stay as they are.
 */
import postcss from 'postcss'

import { LATER_CLASS_NAMES_PROP } from '../../src/shared/serverContract.mjs'

const GROUPING_AT_RULES = new Set(['media', 'supports', 'container', 'layer'])
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g
// Class names in the page's RSC payload (`\"className\":\"a b\"` inside its inline scripts): elements the
// server rendered that are drawn later, such as the footer's sign-up section, handed to a client component;
// and the classes a client component will draw itself, named in its `laterClassNames` prop (the footer's).
const PAYLOAD_CLASS_NAME = new RegExp(String.raw`\\"(?:className|${LATER_CLASS_NAMES_PROP})\\":\\"([^"\\]*)\\"`, 'g')
const CLASS_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g

/** The classes a page's markup uses (its `class` attributes) and those of what its RSC payload holds for later. */
export function classesOf(html) {
  const classes = new Set()
  for (const pattern of [CLASS_ATTRIBUTE, PAYLOAD_CLASS_NAME])
    for (const [, value] of html.matchAll(pattern)) for (const name of value.split(/\s+/)) if (name) classes.add(name)
  return classes
}

// A pseudo-class whose one-selector argument must match for the whole selector to match.
const REQUIRING_PSEUDO = /:(?:has|is|where)$/i

function hasTopLevelComma(selectorList) {
  let depth = 0
  for (const character of selectorList) {
    if (character === '(' || character === '[') depth += 1
    else if (character === ')' || character === ']') depth -= 1
    else if (character === ',' && depth === 0) return true
  }
  return false
}

/**
 * The classes an element must have for the selector to match it, or null to keep it whatever the page.
 * Those inside a `:has()`, `:is()` or `:where()` of one selector are required too (`html:has(.a_open)`
 * matches only on a page with an `.a_open`); a list of several (`:is(.a, .b)`) and `:not()` require none.
 */
export function requiredClasses(selector) {
  if (selector.includes('\\')) return null
  let outside = ''
  const required = []
  let depth = 0
  let argumentStart = -1
  for (let at = 0; at < selector.length; at += 1) {
    const character = selector[at]
    if (character === '(') {
      if (depth === 0 && REQUIRING_PSEUDO.test(selector.slice(0, at))) argumentStart = at + 1
      depth += 1
    } else if (character === ')') {
      depth -= 1
      if (depth === 0 && argumentStart !== -1) {
        const argument = selector.slice(argumentStart, at)
        argumentStart = -1
        if (!hasTopLevelComma(argument)) required.push(...(requiredClasses(argument) ?? []))
      }
    } else if (depth === 0) outside += character
  }
  // Dots inside attribute values are not classes: [href$=".pdf"].
  outside = outside.replace(/\[[^\]]*\]/g, '')
  return [...[...outside.matchAll(CLASS_SELECTOR)].map(([, name]) => name), ...required]
}

const verbatim = (node) => ({ text: node.toString() })

function toNode(node) {
  if (node.type === 'rule') {
    const text = node.toString()
    const open = text.indexOf('{')
    // Nested rules and selectors this reading does not follow are kept whole.
    if (open === -1 || node.selector.includes('{') || node.some((child) => child.type !== 'decl' && child.type !== 'comment')) return { text }
    const selectors = node.selectors.map((selector) => ({ text: selector, classes: requiredClasses(selector) }))
    if (selectors.every((selector) => selector.classes?.length === 0)) return { text }
    return { selectors, body: text.slice(open) }
  }
  if (node.type === 'atrule' && GROUPING_AT_RULES.has(node.name.toLowerCase()) && node.nodes) {
    const text = node.toString()
    const open = text.indexOf('{')
    if (open === -1) return { text }
    return { open: text.slice(0, open + 1), children: node.nodes.filter((child) => child.type !== 'comment').map(toNode) }
  }
  return node.type === 'comment' ? { text: '' } : verbatim(node)
}

/** A stylesheet read for cutting down: its top-level nodes, or null when it cannot be read (kept whole). */
function parseStylesheet(css) {
  try {
    return postcss
      .parse(css)
      .nodes.filter((node) => node.type !== 'comment')
      .map(toNode)
  } catch {
    return null
  }
}

function write(nodes, classes) {
  let out = ''
  for (const node of nodes) {
    if (node.text !== undefined) out += node.text
    else if (node.children) {
      const inner = write(node.children, classes)
      if (inner) out += `${node.open}${inner}}`
    } else {
      const kept = node.selectors.filter(({ classes: needed }) => needed === null || needed.every((name) => classes.has(name)))
      if (kept.length) out += `${kept.map(({ text }) => text).join(',')}${node.body}`
    }
  }
  return out
}

// Each stylesheet is read once per process (its text is the build's file: the same string every time),
// and keeps its last cuts by class list: pages rendered per request (searches, filtered listings) often
// use the same classes. Whole cached pages are kept by firstPaint.mjs.
const parsedStylesheets = new Map() // stylesheet text -> parsed, or null
const MAX_CUTS_PER_STYLESHEET = 200
const cuts = new WeakMap() // parsed stylesheet -> Map(class list -> rules)
const classLists = new WeakMap() // a page's class set -> its sorted list, the key of its cuts

/** The rules of a stylesheet a page with these classes may use, or undefined when it cannot be cut (inline it whole). */
export function pageRules(css, classes) {
  if (!parsedStylesheets.has(css)) parsedStylesheets.set(css, parseStylesheet(css))
  const parsed = parsedStylesheets.get(css)
  if (!parsed) return undefined
  let list = classLists.get(classes)
  if (list === undefined) {
    list = [...classes].sort().join(' ')
    classLists.set(classes, list)
  }
  let known = cuts.get(parsed)
  if (!known) cuts.set(parsed, (known = new Map()))
  let rules = known.get(list)
  if (rules === undefined) {
    if (known.size >= MAX_CUTS_PER_STYLESHEET) known.clear()
    rules = write(parsed, classes)
    known.set(list, rules)
  }
  return rules
}
