import { RichText } from '@payloadcms/richtext-lexical/react'

import { findProducts, ProductGrid } from '@/features/catalogue'
import type { Page } from '@/payload-types'
import { isDoc } from '@/cms/relations'

import { findArticles } from '@/features/articles'
import styles from './blocks.module.css'

type Block = NonNullable<Page['blocks']>[number]

const idOf = (value: number | { id: number } | null | undefined) => (isDoc(value) ? value.id : (value ?? undefined))

async function ProductGridBlock({ block }: { block: Extract<Block, { blockType: 'productGrid' }> }) {
  const chosen = (block.products ?? []).map((p) => idOf(p)).filter((id): id is number => typeof id === 'number')
  const products = await findProducts({
    ids: chosen.length > 0 ? chosen : undefined,
    category: idOf(block.category),
    brand: idOf(block.brand),
    limit: block.limit ?? 8,
  })
  return (
    <section className={styles.section} aria-label={block.heading}>
      <h2>{block.heading}</h2>
      <ProductGrid products={products} />
    </section>
  )
}

async function ArticleGridBlock({ block }: { block: Extract<Block, { blockType: 'articleGrid' }> }) {
  const articles = await findArticles({ section: idOf(block.section), limit: block.limit ?? 3 })
  return (
    <section className={styles.section} aria-label={block.heading}>
      <h2>{block.heading}</h2>
      <ul className={styles.cards}>
        {articles.map((article) => (
          <li key={article.id} className={styles.card}>
            <img src={article.image} alt="" width={400} height={225} loading="lazy" />
            <h3>
              <a href={article.url}>{article.title}</a>
            </h3>
            <p>{article.shortDescription}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Renders a page's blocks in order. The first hero's heading is the page's h1. */
export function RenderBlocks({ blocks, title }: { blocks: Page['blocks']; title: string }) {
  const list = blocks ?? []
  const heroFirst = list[0]?.blockType === 'hero'
  return (
    <>
      {!heroFirst ? <h1>{title}</h1> : null}
      {list.map((block, index) => {
        switch (block.blockType) {
          case 'hero': {
            const Heading = index === 0 ? 'h1' : 'h2'
            return (
              <section key={block.id ?? index} className={styles.hero}>
                <div>
                  <Heading>{block.heading}</Heading>
                  {block.text ? <p className={styles.lead}>{block.text}</p> : null}
                  {block.cta?.label && block.cta.url ? (
                    <a className={styles.button} href={block.cta.url}>
                      {block.cta.label}
                    </a>
                  ) : null}
                </div>
                {block.image ? <img src={block.image} alt={block.imageAlt ?? ''} width={600} height={600} /> : null}
              </section>
            )
          }
          case 'richText':
            return (
              <section key={block.id ?? index} className={styles.prose}>
                <RichText data={block.content} />
              </section>
            )
          case 'productGrid':
            return <ProductGridBlock key={block.id ?? index} block={block} />
          case 'articleGrid':
            return <ArticleGridBlock key={block.id ?? index} block={block} />
          case 'linkCards':
            return (
              <section key={block.id ?? index} className={styles.section} aria-label={block.heading ?? undefined}>
                {block.heading ? <h2>{block.heading}</h2> : null}
                <ul className={styles.cards}>
                  {(block.cards ?? []).map((card) => (
                    <li key={card.id ?? card.url} className={styles.card}>
                      <h3>
                        <a href={card.url}>{card.label}</a>
                      </h3>
                      {card.text ? <p>{card.text}</p> : null}
                    </li>
                  ))}
                </ul>
              </section>
            )
          default:
            return null
        }
      })}
    </>
  )
}
