import { findProductBySlug } from '@/features/catalogue/server'
import { shareImage } from '@/features/seo/server'
import { settings } from '@/shared/settings'

/** GET /og/products/{slug}: the product page's share picture when its editor set none (PNG, 1200 × 630). */
export const revalidate = 3600
export const generateStaticParams = async () => []

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const product = await findProductBySlug((await params).slug)
  if (!product) return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return shareImage({
    kicker: product.brandName || settings().BRAND_NAME,
    title: product.title,
    line: product.shortDescription,
    ...(product.heroImage ? { picture: product.heroImage.src } : {}),
  })
}
