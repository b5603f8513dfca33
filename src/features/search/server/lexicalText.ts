/**
 * Plain text of a Lexical rich-text value (Payload's richText fields), for full-text search: the text
 * of every text node, blocks (paragraphs, headings, list items, quotes) separated by a blank line.
 */
interface LexicalNode {
  type?: unknown
  text?: unknown
  children?: unknown
}

const isNode = (value: unknown): value is LexicalNode => typeof value === 'object' && value !== null

const inlineTypes = new Set(['text', 'link', 'autolink', 'linebreak', 'tab'])

function nodeText(node: LexicalNode): string {
  if (node.type === 'linebreak') return '\n'
  if (node.type === 'tab') return ' '
  if (typeof node.text === 'string') return node.text
  if (!Array.isArray(node.children)) return ''
  const children = node.children.filter(isNode)
  // Inline children run together; block children are separate paragraphs.
  const separator = children.every((child) => inlineTypes.has(String(child.type))) ? '' : '\n\n'
  return children
    .map(nodeText)
    .filter((text) => text !== '')
    .join(separator)
}

export function lexicalPlainText(value: { root?: unknown } | null | undefined): string {
  return isNode(value?.root) ? nodeText(value.root).trim() : ''
}
