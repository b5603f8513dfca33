import type { Picture } from '@/shared/media/picture'

import { type ImageBox, imageAttributes } from './imageAttributes'

/** A picture as an `<img>` in a server component (see imageAttributes for the box and its options). */
export function Img({ picture, className, ...box }: { picture: Picture; className?: string } & ImageBox) {
  const { alt, ...attributes } = imageAttributes(picture, box)
  return <img className={className} {...attributes} alt={alt} />
}
