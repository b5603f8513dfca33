/**
 * Turns plain paragraphs into Lexical rich-text JSON, the format of Payload's richText fields.
 * A paragraph starting with "## " becomes a level-2 heading.
 */
const textNode = (text: string) => ({ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })

const blockBase = { format: '' as const, indent: 0, version: 1, direction: 'ltr' as const }

export function paragraphsToLexical(paragraphs: string[]) {
  return {
    root: {
      type: 'root',
      ...blockBase,
      children: paragraphs.map((paragraph) =>
        paragraph.startsWith('## ')
          ? { type: 'heading', tag: 'h2', ...blockBase, children: [textNode(paragraph.slice(3).trim())] }
          : { type: 'paragraph', ...blockBase, textFormat: 0, textStyle: '', children: [textNode(paragraph)] },
      ),
    },
  }
}
