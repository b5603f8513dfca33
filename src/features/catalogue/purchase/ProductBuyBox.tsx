'use client'

import { type MouseEvent, type ReactNode, useEffect, useReducer, useRef, useState } from 'react'

import { pushEvent } from '@/features/analytics'
import buttons from '@/shared/ui/buttons.module.css'
import { dialogCommand, makeModal, POPOVER_DIALOG } from '@/shared/ui/dialogCommands'
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

const CHOOSER_ID = 'where-to-buy'
const VARIANT_NAME = 'variant'

/**
 * The top of a product page: gallery, variant selector and Buy Now with the eRetailer chooser
 * (a modal <dialog>: focus kept inside, Escape closes, focus returns to Buy Now).
 *
 * Both work before the scripts have run: the variants are radio buttons, so a choice stays in the page and
 * is taken as the chosen variant when the component mounts; Buy Now opens the chooser with the browser's
 * own invoker command (shared/ui/dialogCommands.ts), listing where to buy each variant until the
 * component knows which one is chosen (and so without scripts). With them, Buy Now follows SPEC.md §4
 * (no variant chosen: the message, no chooser) and the chooser lists the chosen variant's retailers.
 */
export function ProductBuyBox({ productName, defaults, variants, gallery, icons, heading, priceRange, children }: BuyBoxProps) {
  const [state, dispatch] = useReducer(variantReducer(defaults), initialVariantState(defaults, variants))
  const { selected, showMessage } = state
  const images = Object.keys(gallery)
  const [shownImage, setShownImage] = useState<string>()
  const mainImage = shownImage ?? selected.heroImage
  const main = gallery[mainImage] ?? gallery[defaults.heroImage]
  const chooser = useRef<HTMLDialogElement>(null)
  const choices = useRef<HTMLUListElement>(null)
  const current = variants.find((variant) => variant.gtin === selected.gtin && selected.enable)
  const label = current ? `${productName} – ${current.variantName}` : productName

  // What the visitor did before the scripts ran, as the page shows it: the variant ticked is the chosen
  // one; a chooser opened as a popover (a browser without invoker commands) becomes the modal one.
  useEffect(() => {
    const variant = tickedVariant(choices.current, variants)
    if (variant) dispatch({ type: 'shown', variant })
    if (chooser.current) makeModal(chooser.current)
  }, [variants])

  const choose = (variant: PurchaseVariant) => {
    setShownImage(undefined)
    dispatch({ type: 'choose', variant })
  }
  const buyNow = (event: MouseEvent) => {
    // Opened here (not by the button's command), so that nothing opens without a variant.
    event.preventDefault()
    // The page's tick, not only the state: a tick made as the page hydrated may not have reached it yet.
    const variant = current ?? tickedVariant(choices.current, variants)
    if (!variant) {
      dispatch({ type: 'buy' })
      return
    }
    if (variant !== current) dispatch({ type: 'shown', variant })
    pushEvent('buy_now', `${productName} – ${variant.variantName}`)
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
          <ul ref={choices}>
            {variants.map((variant) => {
              const chosen = selected.enable && selected.gtin === variant.gtin
              return (
                <li key={variant.gtin}>
                  <label className={styles.variant}>
                    <input
                      type="radio"
                      name={VARIANT_NAME}
                      value={variant.gtin}
                      checked={chosen}
                      onChange={() => choose(variant)}
                      // Choosing the chosen variant again clears it (a radio button's click changes nothing).
                      onClick={() => {
                        if (chosen) choose(variant)
                      }}
                    />
                    {icons[variant.iconImage] ? <img {...icons[variant.iconImage]} alt="" /> : null}
                    <span>{variant.variantName}</span>
                    {variant.price != null ? <span className={styles.variantPrice}>{variant.price}</span> : null}
                  </label>
                </li>
              )
            })}
          </ul>
          <button type="button" className={buttons.text} onClick={() => dispatch({ type: 'reset' })}>
            Reset
          </button>
        </div>
        <p role="alert" className={styles.message}>
          {showMessage ? CHECK_VARIANT_MESSAGE : ''}
        </p>
        <button
          type="button"
          className={`${buttons.primary} ${styles.buyNow}`}
          onClick={buyNow}
          aria-haspopup="dialog"
          {...dialogCommand(CHOOSER_ID, 'show-modal')}
        >
          Buy Now
        </button>
      </div>

      <dialog ref={chooser} id={CHOOSER_ID} className={styles.chooser} aria-labelledby="chooser-title" {...POPOVER_DIALOG}>
        <div className={styles.chooserHead}>
          <h2 id="chooser-title">Where to buy</h2>
          <button
            type="button"
            className={buttons.text}
            {...dialogCommand(CHOOSER_ID, 'close')}
            onClick={(event) => {
              event.preventDefault()
              chooser.current?.close()
            }}
          >
            Close
          </button>
        </div>
        <p className={styles.chooserProduct}>{label}</p>
        {current ? (
          <Retailers variant={current} label={label} />
        ) : (
          // Opened before the component knew the choice (or without scripts): every variant's retailers.
          variants.map((variant) => (
            <section key={variant.gtin} aria-labelledby={`${CHOOSER_ID}-${variant.gtin}`}>
              <h3 id={`${CHOOSER_ID}-${variant.gtin}`}>{variant.variantName}</h3>
              <Retailers variant={variant} label={`${productName} – ${variant.variantName}`} />
            </section>
          ))
        )}
      </dialog>
    </div>
  )
}

/** The variant the page shows ticked: the radio buttons hold the choice, made before the scripts ran too. */
function tickedVariant<V extends VariantOption>(list: HTMLElement | null, variants: V[]): V | undefined {
  const radio = list?.querySelector<HTMLInputElement>(`input[name="${VARIANT_NAME}"]:checked`)
  return radio ? variants.find((option) => option.gtin === radio.value) : undefined
}

/** Where to buy one variant: links to its retailers (new tabs), or the message that none sells it. */
function Retailers({ variant, label }: { variant: PurchaseVariant; label: string }) {
  if (variant.retailers.length === 0) return <p>{NO_DEALER_MESSAGE}</p>
  return (
    <ul className={styles.retailers}>
      {variant.retailers.map((retailer) => (
        <li key={retailer.url}>
          <a href={retailer.url} target="_blank" rel="noopener noreferrer" onClick={() => pushEvent('buy_now_retailer', `${label} – ${retailer.name}`)}>
            {retailer.logo ? <img {...retailer.logo} alt="" /> : null}
            <span>{`Buy at ${retailer.name}`}</span>
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </li>
      ))}
    </ul>
  )
}
