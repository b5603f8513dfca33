import type { Media } from '@/payload-types'
import { MEDIA_WIDTHS, type MediaWidth, type Picture } from '@/shared/media/picture'
import { settings } from '@/shared/settings'

import { isDoc } from './relations'

/**
 * What features select of a populated media document (`populate: { media: MEDIA_FIELDS }`): enough for
 * pictureOf. `filename` is needed for Payload to build the file's URL.
 */
const SIZE_FIELDS = { url: true, filename: true, width: true } as const
export const MEDIA_FIELDS = {
  url: true,
  filename: true,
  alt: true,
  width: true,
  height: true,
  mimeType: true,
  focalX: true,
  focalY: true,
  sizes: Object.fromEntries(MEDIA_WIDTHS.map((width) => [`w${width}`, SIZE_FIELDS])) as Record<`w${MediaWidth}`, typeof SIZE_FIELDS>,
} as const

type MediaSource = Pick<Media, 'url' | 'alt' | 'width' | 'height' | 'mimeType' | 'focalX' | 'focalY'> & { sizes?: Media['sizes'] }

/** Payload's URLs start with SITE_URL; pages link the path, right on every host the site answers on. */
function sitePath(url: string): string {
  const origin = new URL(settings().SITE_URL).origin
  return url.startsWith(origin + '/') ? url.slice(origin.length) : url
}

type StoredSize = { url?: string | null; width?: number | null } | undefined

/** The stored sizes that are the width they are named for (a smaller original is not enlarged). */
function widthsOf(sizes: Media['sizes'] | undefined): Picture['widths'] {
  const found = MEDIA_WIDTHS.flatMap((width) => {
    const size = (sizes as Record<string, StoredSize> | undefined)?.[`w${width}`]
    return size?.url && size.width === width ? [[width, sitePath(size.url)] as const] : []
  })
  return found.length ? Object.fromEntries(found) : undefined
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
  const vector = value.mimeType === 'image/svg+xml'
  const widths = vector ? undefined : widthsOf(value.sizes)
  return { src: sitePath(value.url), alt: value.alt, width, height, vector, ...(focal ? { focal } : {}), ...(widths ? { widths } : {}) }
}

/** The small version's path (the 320 px size; the file itself for an SVG or a small image). */
export function thumbnailOf(value: number | string | MediaSource | null | undefined): string | undefined {
  if (!isDoc<MediaSource>(value) || !value.url) return undefined
  const small = (value.sizes as Record<string, StoredSize> | undefined)?.w320?.url
  return sitePath(small || value.url)
}
