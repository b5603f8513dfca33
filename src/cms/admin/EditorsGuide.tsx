import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import styles from './EditorsGuide.module.css'
import { type GuideBlock, parseGuide, parseInline, readEditorsGuide } from './guideMarkdown'

function Inline({ text }: { text: string }) {
  return parseInline(text).map((part, index) =>
    part.kind === 'strong' ? <strong key={index}>{part.text}</strong> : part.kind === 'code' ? <code key={index}>{part.text}</code> : part.text,
  )
}

function Block({ block }: { block: GuideBlock }) {
  if (block.kind === 'heading') {
    const Heading = block.level === 1 ? 'h1' : block.level === 2 ? 'h2' : 'h3'
    return (
      <Heading>
        <Inline text={block.text} />
      </Heading>
    )
  }
  if (block.kind === 'paragraph')
    return (
      <p>
        <Inline text={block.text} />
      </p>
    )
  const List = block.ordered ? 'ol' : 'ul'
  return (
    <List>
      {block.items.map((item, index) => (
        <li key={index}>
          <Inline text={item} />
        </li>
      ))}
    </List>
  )
}

/**
 * /admin/guide: the editors' guide (docs/EDITORS.md) inside the back office, with its menu around it,
 * for signed-in users (linked from the dashboard and the menu).
 */
export async function EditorsGuide({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  if (!req.user) redirect(`/admin/login?redirect=${encodeURIComponent('/admin/guide')}`)
  const blocks = parseGuide(await readEditorsGuide())
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <article className={styles.guide}>
          {blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </article>
      </Gutter>
    </DefaultTemplate>
  )
}
