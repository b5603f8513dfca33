/**
 * An image as pages use it: where it is (a path on this site), what it shows and its size. Mapped once
 * from the CMS's media documents at each feature's data boundary (cms/media.ts), drawn by imageAttributes
 * (shared/ui/imageAttributes.ts). Plain data, so it crosses into client components.
 */
export interface Picture {
  src: string
  alt: string
  width: number
  height: number
  /** SVG: served as it is (it scales by itself); anything else goes through next/image's optimizer. */
  vector: boolean
  /** The focal point an editor set, in percent: what stays in view when a box crops the image. */
  focal?: { x: number; y: number }
}
