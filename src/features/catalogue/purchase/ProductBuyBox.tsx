'use client'

import { type ReactNode, useReducer, useRef, useState } from 'react'

import { pushEvent } from '@/features/analytics'
import buttons from '@/shared/ui/buttons.module.css'
import type { ImageAttributes } from '@/shared/ui/imageAttributes'
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden'

import styles from './ProductBuyBox.module.css'
import { CHECK_VARIANT_MESSAGE, initialVariantState, type ProductDefaults, SELECT_VARIANT_LABEL, type VariantOption, variantReducer } from './variantSelection'

export interface PurchaseVariant extends VariantOption {
  /** The variant's price as shown ('$14.99'), formatted on the server: creating a currency formatter in the browser was the largest single cost of the page's hydration. */
  price?: string
  retailers: { name: string; logo?: ImageAttributes; url: string }[]
}

/** A gallery image drawn on the server: the large view and its thumbnail button. */
export interface GalleryImage {
  main: ImageAttributes
  thumb: ImageAttributes
}

export interface BuyBoxProps {
  productName: string
  defaults: ProductDefaults
  variants: PurchaseVariant[]
  /** The gallery in order, by key (the `heroImage` of the defaults and variants name one of these). */
  gallery: Record<string, GalleryImage>
  /** Each variant's swatch, by its `iconImage` key. */
  icons: Record<string, ImageAttributes>
  /** Title, rating and description: rendered on the server, placed beside the gallery above the price. */
  heading: ReactNode
  /** The product's price range ('$14.99 – $27.99'), shown until a variant with a price is chosen. */
  priceRange?: string | null
  /** What follows the price (the compare link): rendered on the server. */
  children: ReactNode
}

/** Shown when no retailer sells the chosen variant. */
export const NO_DEALER_MESSAGE = 'No dealer found'

/**
 * The top of a product page: gallery, variant selector and Buy Now with the eRetailer chooser
 * (a modal <dialog>: focus kept inside, Escape closes, focus returns to Buy Now).
 */
export function ProductBuyBox({ productName, defaults, variants, gallery, icons, heading, priceRange, children }: BuyBoxProps) {
  const [state, dispatch] = useReducer(variantReducer(defaults), initialVariantState(defaults, variants))
  const { selected, showMessage } = state
  const images = Object.keys(gallery)
  const [shownImage, setShownImage] = useState<string>()
  const mainImage = shownImage ?? selected.heroImage
  const main = gallery[mainImage] ?? gallery[defaults.heroImage]
  const chooser = useRef<HTMLDialogElement>(null)
  const current = variants.find((variant) => variant.gtin === selected.gtin && selected.enable)
  const label = current ? `${productName} – ${current.variantName}` : productName

  const choose = (variant: PurchaseVariant) => {
    setShownImage(undefined)
    dispatch({ type: 'choose', variant })
  }
  const buyNow = () => {
    dispatch({ type: 'buy' })
    if (!current) return
    pushEvent('buy_now', label)
    chooser.current?.showModal()
  }

  return (
    // The selected variant (gtin, and whether one is chosen) is on the element for analytics tags and tests.
    <div className={styles.top} data-selected-gtin={selected.gtin} data-variant-enabled={selected.enable}>
      <div className={styles.gallery}>
        {main ? <img className={styles.hero} {...main.main} alt={label} /> : null}
        {images.length > 1 ? (
          <ul className={styles.thumbs} aria-label="Product images">
            {images.map((image, index) => (
              <li key={image}>
                <button type="button" aria-pressed={image === mainImage} onClick={() => setShownImage(image)}>
                  <img {...gallery[image]!.thumb} alt="" />
                  <VisuallyHidden>{`Show image ${index + 1} of ${images.length}`}</VisuallyHidden>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <div className={styles.info}>
        {heading}
        {/* The chosen variant's price, else the range; said when it changes. */}
        <p className={styles.price} aria-live="polite">
          {current?.price ?? priceRange}
        </p>
        {children}
        <div role="group" id="buy" aria-labelledby="variant-label" className={styles.variants} data-invalid={showMessage || undefined}>
          <p id="variant-label" className={styles.variantLabel}>
            {SELECT_VARIANT_LABEL}
            {current ? <span className={styles.chosen}>: {current.variantName}</span> : null}
          </p>
          <ul>
            {variants.map((variant) => (
              <li key={variant.gtin}>
                <button
                  type="button"
                  className={styles.variant}
                  aria-pressed={selected.enable && selected.gtin === variant.gtin}
                  onClick={() => choose(variant)}
                >
                  {icons[variant.iconImage] ? <img {...icons[variant.iconImage]} alt="" /> : null}
                  <span>{variant.variantName}</span>
                  {variant.price != null ? <span className={styles.variantPrice}>{variant.price}</span> : null}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className={buttons.text} onClick={() => dispatch({ type: 'reset' })}>
            Reset
          </button>
        </div>
        <p role="alert" className={styles.message}>
          {showMessage ? CHECK_VARIANT_MESSAGE : ''}
        </p>
        <button type="button" className={`${buttons.primary} ${styles.buyNow}`} onClick={buyNow} aria-haspopup="dialog">
          Buy Now
        </button>
      </div>

      <dialog ref={chooser} className={styles.chooser} aria-labelledby="chooser-title">
        <div className={styles.chooserHead}>
          <h2 id="chooser-title">Where to buy</h2>
          <button type="button" className={buttons.text} onClick={() => chooser.current?.close()}>
            Close
          </button>
        </div>
        <p className={styles.chooserProduct}>{label}</p>
        {current && current.retailers.length > 0 ? (
          <ul className={styles.retailers}>
            {current.retailers.map((retailer) => (
              <li key={retailer.url}>
                <a href={retailer.url} target="_blank" rel="noopener noreferrer" onClick={() => pushEvent('buy_now_retailer', `${label} – ${retailer.name}`)}>
                  {retailer.logo ? <img {...retailer.logo} alt="" /> : null}
                  <span>{`Buy at ${retailer.name}`}</span>
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p>{NO_DEALER_MESSAGE}</p>
        )}
      </dialog>
    </div>
  )
}
