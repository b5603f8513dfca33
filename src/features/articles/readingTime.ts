/** Words in a Lexical rich-text value (its text nodes), for the reading time. */
export function countWords(node: unknown): number {
  if (!node || typeof node !== 'object') return 0
  const { text, children, root } = node as { text?: unknown; children?: unknown; root?: unknown }
  let words = typeof text === 'string' ? text.split(/\s+/).filter(Boolean).length : 0
  if (Array.isArray(children)) for (const child of children) words += countWords(child)
  if (root) words += countWords(root)
  return words
}

/** Minutes to read at 200 words a minute, at least one. */
export const readingMinutes = (body: unknown) => Math.max(1, Math.round(countWords(body) / 200))
