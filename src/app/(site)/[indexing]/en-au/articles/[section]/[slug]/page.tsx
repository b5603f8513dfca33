import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ArticleDetail } from '@/features/articles'
import { findArticle, findArticleDraft } from '@/features/articles/server'
import { notFoundMetadata, pageMetadata } from '@/features/seo'
import { articleShareImagePath } from '@/features/seo/server'
import { homeCrumb } from '@/features/shell'
import { editorPreview, findBrand, SiteShell } from '@/features/shell/server'
import { asIndexing } from '@/shared/routing/indexing'

type Props = { params: Promise<{ indexing: string; section: string; slug: string }> }

export const revalidate = 3600
export const generateStaticParams = async () => []

/** The published article; in an editor's preview (see /api/preview) its newest saved version. */
async function articleFor(address: { section: string; slug: string }) {
  const preview = await editorPreview()
  return { preview, article: await (preview ? findArticleDraft(address) : findArticle(address)) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { indexing, section, slug } = await params
  const { article } = await articleFor({ section, slug })
  if (!article) return notFoundMetadata
  return pageMetadata({
    name: article.metaTitle ?? article.title,
    description: article.metaDescription ?? article.shortDescription,
    path: article.url,
    // SPEC.md: article pages are noindex,nofollow (and so stay out of sitemap.xml).
    robots: 'noindex',
    indexing: asIndexing(indexing),
    images: [article.shareImage ?? articleShareImagePath({ slug: article.slug, sectionSlug: article.section?.slug ?? null })],
  })
}

export default async function ArticlePage({ params }: Props) {
  const { section, slug } = await params
  const { article, preview } = await articleFor({ section, slug })
  if (!article) notFound()
  const brand = await findBrand(null, { preview })
  return (
    <SiteShell
      brand={brand}
      analyticsPageType="Article"
      {...(preview ? { previewOf: article.url } : {})}
      breadcrumbs={{
        position: 'top',
        items: [
          homeCrumb,
          { name: 'Articles', path: '/en-au/articles' },
          ...(article.section ? [{ name: article.section.title, path: article.section.url }] : []),
          { name: article.title, path: article.url },
        ],
      }}
    >
      <ArticleDetail article={article} />
    </SiteShell>
  )
}
