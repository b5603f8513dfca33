import { pictureOf } from '@/cms/media'
import type { Picture } from '@/shared/media/picture'
import buttons from '@/shared/ui/buttons.module.css'
import { Img } from '@/shared/ui/Img'

import styles from './blocks.module.css'
import { defineBlock } from './defineBlock'

interface Hero {
  heading: string
  text?: string
  image?: Picture
  cta?: { label: string; url: string }
}

/** The opening (or a later) banner: heading, lead, call to action and image. */
export const heroBlock = defineBlock<'hero', Hero>(
  (block) => {
    const picture = pictureOf(block.image)
    // The block's own alt text when the editor gave one, the image's otherwise.
    const alt = block.imageAlt?.trim()
    return {
      heading: block.heading,
      ...(block.text ? { text: block.text } : {}),
      ...(picture ? { image: alt ? { ...picture, alt } : picture } : {}),
      ...(block.cta?.label && block.cta.url ? { cta: { label: block.cta.label, url: block.cta.url } } : {}),
    }
  },
  ({ block, place }) => {
    // The first block's heading is the page's h1.
    const Heading = place.index === 0 ? 'h1' : 'h2'
    return (
      <section className={styles.hero}>
        <div>
          <Heading>{block.heading}</Heading>
          {block.text ? <p className={styles.lead}>{block.text}</p> : null}
          {block.cta ? (
            <a className={buttons.primary} href={block.cta.url}>
              {block.cta.label}
            </a>
          ) : null}
        </div>
        {/* The opening hero's image is the page's largest paint: fetched first. Its height follows the
            image's own proportions, so the space kept for it is the space it takes. */}
        {block.image ? <Img picture={block.image} width={600} priority={place.index === 0} sizes="(min-width: 48rem) 40vw, 100vw" /> : null}
      </section>
    )
  },
)
