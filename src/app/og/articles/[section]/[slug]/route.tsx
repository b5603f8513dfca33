import { findArticle } from '@/features/articles/server'
import { shareImage } from '@/features/seo/server'
import { settings } from '@/shared/settings'

/** GET /og/articles/{section}/{slug}: the article's share picture when its editor set none (PNG, 1200 × 630). */
export const revalidate = 3600
export const generateStaticParams = async () => []

export async function GET(_request: Request, { params }: { params: Promise<{ section: string; slug: string }> }) {
  const article = await findArticle(await params)
  if (!article) return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return shareImage({
    kicker: `${settings().BRAND_NAME} advice${article.section ? ` · ${article.section.title}` : ''}`,
    title: article.title,
    line: article.shortDescription,
    ...(article.image ? { picture: article.image.src } : {}),
  })
}
