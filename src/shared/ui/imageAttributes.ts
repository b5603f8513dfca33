import { getImageProps } from 'next/image'
import type { CSSProperties } from 'react'

import { MEDIA_WIDTHS, type Picture } from '@/shared/media/picture'

/**
 * The attributes of an `<img>` for a picture shown in a box of `width` × `height` CSS pixels:
 * next/image's (a 1x/2x `srcset`, or one per width for a box that follows the screen, of the WebP sizes
 * stored at upload; width and height so nothing shifts) for photos, the file itself for SVGs. Computed on the server (getImageProps: no client component, no JavaScript),
 * and plain data, so a client component can be handed them.
 *
 * Loading: lazy unless `eager` (on screen when the page opens); `priority` for the one image that is the
 * page's largest paint (fetched first).
 */
export interface ImageAttributes {
  src: string
  srcSet?: string
  sizes?: string
  width: number
  height: number
  alt: string
  loading?: 'lazy' | 'eager'
  decoding?: 'async'
  fetchPriority?: 'high'
  style?: CSSProperties
}

export interface ImageBox {
  width: number
  /** The box's height; without it, the picture's own proportions at `width` (for boxes sized by the image). */
  height?: number
  /** Overrides the picture's alt text: '' where the image is decoration beside its own title. */
  alt?: string
  eager?: boolean
  priority?: boolean
  /**
   * For a box whose width follows the screen's: its CSS width per screen (`(min-width: 64rem) 600px, 100vw`),
   * so a phone fetches a phone-sized file. Without it the `srcset` holds the box's 1x and 2x.
   */
  sizes?: string
}

export function imageAttributes(picture: Picture, box: ImageBox): ImageAttributes {
  const alt = box.alt ?? picture.alt
  const width = box.width
  const height = box.height ?? Math.max(1, Math.round((width * picture.height) / picture.width))
  const loading = box.priority || box.eager ? 'eager' : 'lazy'
  const style = picture.focal ? { objectPosition: `${picture.focal.x}% ${picture.focal.y}%` } : undefined
  const common = { alt, loading, ...(box.priority ? { fetchPriority: 'high' as const } : {}), ...(style ? { style } : {}) } as const
  if (picture.vector) return { src: picture.src, width, height, ...common }
  // Each width of the srcset is a size stored at upload: the one of that width (next.config.ts asks for
  // exactly MEDIA_WIDTHS), or the next wider, or the original where there is none.
  const loader = ({ width }: { width: number }) => {
    const stored = MEDIA_WIDTHS.find((candidate) => candidate >= width && picture.widths?.[candidate])
    return stored ? picture.widths![stored]! : picture.src
  }
  const { props } = getImageProps({ src: picture.src, width, height, alt, loading, loader, ...(box.sizes ? { sizes: box.sizes } : {}) })
  return {
    src: props.src,
    ...(props.srcSet ? { srcSet: props.srcSet } : {}),
    ...(props.sizes ? { sizes: props.sizes } : {}),
    width,
    height,
    decoding: 'async',
    ...common,
  }
}
