/**
 * Tags asked of the engine for highlighted titles: plain markers (the ones Algolia's InstantSearch
 * uses), so nothing is parsed as HTML.
 */
export const HIGHLIGHT_PRE = '__ais-highlight__'
export const HIGHLIGHT_POST = '__/ais-highlight__'

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" }
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => entities[entity] ?? entity)

export interface HighlightPart {
  text: string
  match: boolean
}

/**
 * A highlighted value as text parts, matched or not. Engines escape the record's text as HTML around
 * the markers; it is decoded here and rendered by React as text, never as markup.
 */
export function highlightParts(value: string): HighlightPart[] {
  const parts: HighlightPart[] = []
  for (const [index, chunk] of value.split(HIGHLIGHT_PRE).entries()) {
    const [matched, rest] = index === 0 ? ['', chunk] : chunk.includes(HIGHLIGHT_POST) ? chunk.split(HIGHLIGHT_POST, 2) : ['', chunk]
    if (matched) parts.push({ text: decode(matched), match: true })
    if (rest) parts.push({ text: decode(rest), match: false })
  }
  return parts
}
