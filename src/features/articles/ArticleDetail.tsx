import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText } from '@payloadcms/richtext-lexical/react'

import { BookmarkToggle } from '@/features/favourites'
import { absoluteUrl, JsonLd, publisherJsonLd } from '@/features/seo'
import { settings } from '@/shared/settings'
import { Img } from '@/shared/ui/Img'

import styles from './ArticleDetail.module.css'
import { ArticleShare } from './ArticleShare'
import { ArticleControllers } from './ArticleControllers'
import { HelpfulVote } from './HelpfulVote'
import { LeavingNotice } from './LeavingNotice'
import { ShowFull } from './ShowFull'
import { ArticleGrid } from './ArticleCard'
import type { ArticleDetails } from './model'

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Sydney' })

/** schema.org Article (the breadcrumbs carry the BreadcrumbList). */
export function articleJsonLd(article: ArticleDetails) {
  const brand = settings().BRAND_NAME
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.metaDescription ?? article.shortDescription,
    ...(article.image ? { image: [absoluteUrl(article.image.src)] } : {}),
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    author: article.author ? { '@type': 'Person', name: article.author } : { '@type': 'Organization', name: brand },
    publisher: publisherJsonLd(),
    mainEntityOfPage: absoluteUrl(article.url),
  }
}

/** An article page: title, hero image, reading time, date and the rich-text body, server-rendered. */
export function ArticleDetail({ article }: { article: ArticleDetails }) {
  return (
    <article className={styles.article} id="article">
      <JsonLd data={articleJsonLd(article)} />
      <h1 className={styles.title}>{article.title}</h1>
      <p className={styles.meta}>
        {article.author ? (
          <>
            <span>By {article.author}</span>
            {' · '}
          </>
        ) : null}
        <span>{article.readingMinutes} min read</span>
        {' · '}
        <time dateTime={article.datePublished}>{dateFormat.format(new Date(article.datePublished))}</time>
      </p>
      <BookmarkToggle kind="article" id={String(article.id)} name={article.title} />
      {article.image ? (
        <Img className={styles.hero} picture={article.image} width={1200} height={675} alt="" priority sizes="(min-width: 75rem) 1200px, 100vw" />
      ) : null}
      <div className={styles.body} id="article-body" tabIndex={-1}>
        {article.body?.root ? <RichText data={article.body as unknown as SerializedEditorState} /> : null}
      </div>
      <ShowFull target="article-body" />
      {/* Asked for once the article has been read: hidden while its body is clipped on a phone. */}
      <div className={styles.afterBody}>
        <HelpfulVote articleId={article.id} />
        <ArticleShare url={absoluteUrl(article.url)} title={article.title} />
      </div>
      <LeavingNotice scope="article" />
      <ArticleControllers />
      {article.related.length ? (
        <section aria-labelledby="related-title">
          <h2 id="related-title">Related articles</h2>
          <ArticleGrid articles={article.related} />
        </section>
      ) : null}
    </article>
  )
}
