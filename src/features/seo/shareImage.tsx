import 'server-only'

import { ImageResponse } from 'next/og'

import { INTERNAL_ORIGIN_ENV } from '@/shared/serverContract.mjs'
import { settings } from '@/shared/settings'

/**
 * A share picture (Open Graph, 1200 × 630 PNG) for a page that has no share image of its own: the
 * brand, the page's title and line, and its picture when it has one. Social networks do not show SVG or
 * WebP; this is drawn with Next's own `next/og` (its bundled font, no network) as PNG.
 */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const

export interface ShareCard {
  /** the line above the title: the brand, or what kind of page it is */
  kicker: string
  title: string
  line?: string
  /** the page's picture, a path of this site */
  picture?: string
}

/** The picture as a data URL (read from the site itself), or undefined when it cannot be read. */
async function pictureData(path: string | undefined): Promise<string | undefined> {
  if (!path?.startsWith('/')) return undefined
  const origin = process.env[INTERNAL_ORIGIN_ENV] ?? settings().SITE_URL
  try {
    const response = await fetch(new URL(path, origin), { signal: AbortSignal.timeout(3000) })
    const type = response.headers.get('content-type')?.split(';')[0] ?? ''
    if (!response.ok || !/^image\/(svg\+xml|png|jpeg|webp|avif|gif)$/.test(type)) return undefined
    const bytes = Buffer.from(await response.arrayBuffer())
    if (/^image\/(svg\+xml|png|jpeg)$/.test(type)) return `data:${type};base64,${bytes.toString('base64')}`
    // next/og draws SVG, PNG and JPEG only: a WebP, AVIF or GIF photo is handed over as PNG.
    const sharp = (await import('sharp')).default
    return `data:image/png;base64,${(await sharp(bytes).png().toBuffer()).toString('base64')}`
  } catch {
    return undefined
  }
}

export async function shareImage({ kicker, title, line, picture }: ShareCard): Promise<ImageResponse> {
  const image = await pictureData(picture)
  return new ImageResponse(
    <div style={{ display: 'flex', width: '100%', height: '100%', background: '#f4f6f9', fontSize: 32, color: '#0b2341' }}>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          padding: '0 64px',
          width: image ? 700 : 1200,
          background: '#0b2341',
          color: '#ffffff',
        }}
      >
        <div style={{ fontSize: 28, letterSpacing: 4, textTransform: 'uppercase', color: '#9cc3ff' }}>{kicker}</div>
        <div style={{ fontSize: title.length > 40 ? 56 : 72, fontWeight: 700, lineHeight: 1.1, marginTop: 24 }}>{title}</div>
        {line ? (
          <div style={{ fontSize: 30, lineHeight: 1.35, marginTop: 28, color: '#dfe8f5' }}>{line.length > 140 ? `${line.slice(0, 137)}…` : line}</div>
        ) : null}
      </div>
      {image ? (
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: 500 }}>
          <img src={image} width={420} height={420} alt="" style={{ objectFit: 'contain' }} />
        </div>
      ) : null}
    </div>,
    { ...SHARE_IMAGE_SIZE, headers: { 'Cache-Control': 'public, max-age=3600' } },
  )
}

/** The share picture made for a product or article page without one of its own. */
export const productShareImagePath = (slug: string) => `/og/products/${slug}`
export const articleShareImagePath = (address: { sectionSlug?: string | null; slug: string }) => `/og/articles/${address.sectionSlug || 'all'}/${address.slug}`
