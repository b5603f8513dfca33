/**
 * An image as pages use it: where it is (a path on this site), what it shows and its size. Mapped once
 * from the CMS's media documents at each feature's data boundary (cms/media.ts), drawn by imageAttributes
 * (shared/ui/imageAttributes.ts). Plain data, so it crosses into client components.
 */
/**
 * The widths every uploaded photo is stored at (WebP, made at upload by the media collection), which are
 * also the only widths a page's srcset names (next.config.ts's `images.deviceSizes` and `imageSizes`).
 */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1600] as const

export type MediaWidth = (typeof MEDIA_WIDTHS)[number]

export interface Picture {
  src: string
  alt: string
  width: number
  height: number
  /** SVG: served as it is (it scales by itself); anything else goes through next/image's optimizer. */
  vector: boolean
  /** The focal point an editor set, in percent: what stays in view when a box crops the image. */
  focal?: { x: number; y: number }
  /** A photo's stored sizes by width (MEDIA_WIDTHS), site paths. */
  widths?: Partial<Record<MediaWidth, string>>
}
