import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * The editors' guide (docs/EDITORS.md) as the back office shows it (/admin/guide): the file is the one
 * source, read from the project's folder on this machine (no network), and read as the small part of
 * Markdown it is written in: headings, paragraphs, numbered and bulleted lists, **bold** and `code`.
 */
export type GuideBlock =
  { kind: 'heading'; level: 1 | 2 | 3; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; ordered: boolean; items: string[] }

export type GuideInline = { kind: 'text' | 'strong' | 'code'; text: string }

const LIST_ITEM = /^(\d+\.|[-*])\s+(.*)$/

/** The guide's blocks, in order. A line indented under a list item continues it; a blank line ends a block. */
export function parseGuide(markdown: string): GuideBlock[] {
  const blocks: GuideBlock[] = []
  let open: GuideBlock | undefined
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trimEnd()
    const heading = /^(#{1,3})\s+(.*)$/.exec(line)
    const item = LIST_ITEM.exec(line)
    if (!line.trim()) {
      open = undefined
    } else if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3, text: heading[2]! })
      open = undefined
    } else if (item) {
      const ordered = item[1]!.endsWith('.')
      if (open?.kind !== 'list' || open.ordered !== ordered) {
        open = { kind: 'list', ordered, items: [] }
        blocks.push(open)
      }
      open.items.push(item[2]!)
    } else if (open?.kind === 'list' && /^\s/.test(line)) {
      open.items[open.items.length - 1] += ` ${line.trim()}`
    } else if (open?.kind === 'paragraph') {
      open.text += ` ${line.trim()}`
    } else {
      open = { kind: 'paragraph', text: line.trim() }
      blocks.push(open)
    }
  }
  return blocks
}

/** A line's **bold** and `code` parts. */
export function parseInline(text: string): GuideInline[] {
  const parts: GuideInline[] = []
  const pattern = /\*\*(.+?)\*\*|`([^`]+)`/g
  let at = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) parts.push({ kind: 'text', text: text.slice(at, match.index) })
    parts.push(match[1] !== undefined ? { kind: 'strong', text: match[1] } : { kind: 'code', text: match[2]! })
    at = match.index + match[0].length
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) })
  return parts
}

/** docs/EDITORS.md as it stands in the project's folder. */
export const readEditorsGuide = () => fs.readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), 'docs', 'EDITORS.md'), 'utf8')

/** Where the guide opens in the back office. */
export const GUIDE_PATH = '/admin/guide'
