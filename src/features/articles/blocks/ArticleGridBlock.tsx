import { idOf } from '@/cms/relations'
import { BlockSection, type BlockDefinitions, CardList, defineBlock } from '@/features/content'

import { findArticles } from '../data'

interface ArticleGridView {
  heading: string
  /** the editor's chosen articles, in their order; none: the newest */
  articleIds: number[]
  sectionId?: number
  limit: number
}

/** Articles an editor chose, in the editor's order; the newest (of a section, when one is set) otherwise. */
async function articlesOf(block: ArticleGridView) {
  if (block.articleIds.length === 0) return findArticles({ section: block.sectionId, limit: block.limit })
  // Published ones only (a chosen article may since be unpublished); every chosen one, whatever the limit.
  const found = await findArticles({ ids: block.articleIds, limit: block.articleIds.length })
  const byId = new Map(found.map((article) => [article.id, article]))
  return block.articleIds.flatMap((id) => byId.get(id) ?? [])
}

export const articleGridBlock = defineBlock<'articleGrid', ArticleGridView>(
  (block) => {
    const sectionId = idOf(block.section)
    return {
      heading: block.heading,
      articleIds: [...new Set((block.articles ?? []).map(idOf).filter((value): value is number => typeof value === 'number'))],
      ...(sectionId ? { sectionId } : {}),
      limit: block.limit ?? 3,
    }
  },
  async ({ block }) => {
    const articles = await articlesOf(block)
    return (
      <BlockSection heading={block.heading}>
        <CardList
          cards={articles.map((article) => ({
            key: article.id,
            title: article.title,
            url: article.url,
            text: article.shortDescription,
            ...(article.image ? { image: article.image } : {}),
          }))}
        />
      </BlockSection>
    )
  },
)

/** The articles' content blocks (src/app/blockViews.ts collects them). */
export const articleBlocks = { articleGrid: articleGridBlock } satisfies BlockDefinitions
