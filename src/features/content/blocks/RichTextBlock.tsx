import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText } from '@payloadcms/richtext-lexical/react'

import styles from './blocks.module.css'
import { defineBlock } from './defineBlock'

/** An editor's formatted text (Lexical), rendered to semantic HTML on the server. */
export const richTextBlock = defineBlock<'richText', SerializedEditorState>(
  (block) => block.content as unknown as SerializedEditorState,
  ({ block }) => (
    <section className={styles.prose}>
      <RichText data={block} />
    </section>
  ),
)
