import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText } from '@payloadcms/richtext-lexical/react'

import { findArticles } from '@/features/articles/server'
import { ProductGrid } from '@/features/catalogue'
import { findProducts } from '@/features/catalogue/server'
import { NewsletterSignup, WaitlistSignup } from '@/features/subscriptions'
import buttons from '@/shared/ui/buttons.module.css'
import { Img } from '@/shared/ui/Img'

import type { PageBlock } from '../model'
import styles from './blocks.module.css'

type Block<T extends PageBlock['blockType']> = Extract<PageBlock, { blockType: T }>

async function ProductGridBlock({ block }: { block: Block<'productGrid'> }) {
  const products = await findProducts({
    ids: block.productIds.length > 0 ? block.productIds : undefined,
    category: block.categoryId,
    brand: block.brandId,
    limit: block.limit,
  })
  return (
    <section className={styles.section} aria-label={block.heading}>
      <h2>{block.heading}</h2>
      <ProductGrid products={products} />
    </section>
  )
}

async function ArticleGridBlock({ block }: { block: Block<'articleGrid'> }) {
  const articles = await findArticles({ section: block.sectionId, limit: block.limit })
  return (
    <section className={styles.section} aria-label={block.heading}>
      <h2>{block.heading}</h2>
      <ul className={styles.cards}>
        {articles.map((article) => (
          <li key={article.id} className={styles.card}>
            {article.image ? <Img picture={article.image} width={400} height={225} alt="" /> : null}
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
export function RenderBlocks({ blocks, title }: { blocks: PageBlock[]; title: string }) {
  const list = blocks
  const heroFirst = list[0]?.blockType === 'hero'
  return (
    <>
      {!heroFirst ? <h1>{title}</h1> : null}
      {list.map((block, index) => {
        switch (block.blockType) {
          case 'hero': {
            const Heading = index === 0 ? 'h1' : 'h2'
            return (
              <section key={block.id} className={styles.hero}>
                <div>
                  <Heading>{block.heading}</Heading>
                  {block.text ? <p className={styles.lead}>{block.text}</p> : null}
                  {block.cta ? (
                    <a className={buttons.primary} href={block.cta.url}>
                      {block.cta.label}
                    </a>
                  ) : null}
                </div>
                {/* The opening hero's image is the page's largest paint: fetched first. Its height follows the
                    image's own proportions, so the space kept for it is the space it takes. */}
                {block.image ? <Img picture={block.image} width={600} priority={index === 0} sizes="(min-width: 48rem) 40vw, 100vw" /> : null}
              </section>
            )
          }
          case 'richText':
            return (
              <section key={block.id} className={styles.prose}>
                <RichText data={block.content as unknown as SerializedEditorState} />
              </section>
            )
          case 'productGrid':
            return <ProductGridBlock key={block.id} block={block} />
          case 'articleGrid':
            return <ArticleGridBlock key={block.id} block={block} />
          case 'linkCards':
            return (
              <section key={block.id} className={styles.section} aria-label={block.heading ?? undefined}>
                {block.heading ? <h2>{block.heading}</h2> : null}
                <ul className={styles.cards}>
                  {block.cards.map((card) => (
                    <li key={card.url} className={styles.card}>
                      {card.image ? <Img picture={card.image} width={400} height={225} alt="" /> : null}
                      <h3>
                        <a href={card.url}>{card.label}</a>
                      </h3>
                      {card.text ? <p>{card.text}</p> : null}
                    </li>
                  ))}
                </ul>
              </section>
            )
          case 'newsletter':
            return <NewsletterSignup key={block.id} id={`newsletter-${block.id}`} heading={block.heading} text={block.text} />
          case 'waitlist':
            return <WaitlistSignup key={block.id} id={`waitlist-${block.id}`} heading={block.heading} text={block.text} productId={block.productId} />
          default:
            return null
        }
      })}
    </>
  )
}
