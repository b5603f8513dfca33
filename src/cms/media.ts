import type { Media } from '@/payload-types'
import type { Picture } from '@/shared/media/picture'
import { settings } from '@/shared/settings'

import { isDoc } from './relations'

/**
 * What features select of a populated media document (`populate: { media: MEDIA_FIELDS }`): enough for
 * pictureOf. `filename` is needed for Payload to build the file's URL.
 */
export const MEDIA_FIELDS = {
  url: true,
  filename: true,
  alt: true,
  width: true,
  height: true,
  mimeType: true,
  focalX: true,
  focalY: true,
  sizes: { thumbnail: { url: true, filename: true } },
} as const

type MediaSource = Pick<Media, 'url' | 'alt' | 'width' | 'height' | 'mimeType' | 'focalX' | 'focalY'>

/** Payload's URLs start with SITE_URL; pages link the path, right on every host the site answers on. */
function sitePath(url: string): string {
  const origin = new URL(settings().SITE_URL).origin
  return url.startsWith(origin + '/') ? url.slice(origin.length) : url
}

/**
 * An upload field's value as a Picture; undefined when the field is empty, not populated (an id) or its
 * image was deleted. Sizes fall back to a square for an image whose size Payload could not read.
 */
export function pictureOf(value: number | string | MediaSource | null | undefined): Picture | undefined {
  if (!isDoc<MediaSource>(value) || !value.url) return undefined
  const width = value.width && value.width > 0 ? value.width : 600
  const height = value.height && value.height > 0 ? value.height : width
  const focal =
    typeof value.focalX === 'number' && typeof value.focalY === 'number' && (value.focalX !== 50 || value.focalY !== 50)
      ? { x: value.focalX, y: value.focalY }
      : undefined
  return {
    src: sitePath(value.url),
    alt: value.alt,
    width,
    height,
    vector: value.mimeType === 'image/svg+xml',
    ...(focal ? { focal } : {}),
  }
}

/** The small version's path (Payload's `thumbnail` size; the file itself for an SVG or a small image). */
export function thumbnailOf(value: number | string | (MediaSource & Pick<Media, 'sizes'>) | null | undefined): string | undefined {
  if (!isDoc<MediaSource & Pick<Media, 'sizes'>>(value) || !value.url) return undefined
  return sitePath(value.sizes?.thumbnail?.url || value.url)
}
