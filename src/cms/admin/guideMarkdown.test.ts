import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { parseGuide, parseInline } from './guideMarkdown'

describe("the editors' guide as the back office reads it", () => {
  it('reads headings, paragraphs across lines, and lists whose items continue on indented lines', () => {
    const blocks = parseGuide(
      ['# Guide', '', 'One line', 'and the next.', '', '## Steps', '1. Open it.', '2. Change it,', '   then save.', '- A point', '- Another'].join('\n'),
    )
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, text: 'Guide' },
      { kind: 'paragraph', text: 'One line and the next.' },
      { kind: 'heading', level: 2, text: 'Steps' },
      { kind: 'list', ordered: true, items: ['Open it.', 'Change it, then save.'] },
      { kind: 'list', ordered: false, items: ['A point', 'Another'] },
    ])
  })

  it('reads **bold** and `code` within a line', () => {
    expect(parseInline('Press **Save**, then open `/admin`.')).toEqual([
      { kind: 'text', text: 'Press ' },
      { kind: 'strong', text: 'Save' },
      { kind: 'text', text: ', then open ' },
      { kind: 'code', text: '/admin' },
      { kind: 'text', text: '.' },
    ])
  })

  it('reads docs/EDITORS.md with nothing left as raw Markdown', () => {
    const blocks = parseGuide(fs.readFileSync('docs/EDITORS.md', 'utf8'))
    expect(blocks[0]).toEqual({ kind: 'heading', level: 1, text: "Editors' guide" })
    const texts = blocks.flatMap((block) => (block.kind === 'list' ? block.items : [block.text]))
    for (const text of texts) expect(parseInline(text).filter((part) => part.kind === 'text' && /\*\*|`|^#/.test(part.text))).toEqual([])
  })
})
