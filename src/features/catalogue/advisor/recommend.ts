import type { ProductSummary } from '../model'

import type { AdvisorAnswers } from './questions'

export interface Recommendation {
  role: string
  product: ProductSummary
  reasons: string[]
}

type Pick = { role: string; types: string[]; why: string }

const attributeValues = (product: ProductSummary, name: string) =>
  product.attributes.filter((attribute) => attribute.name === name).map((attribute) => attribute.value)

const SKIN_VALUE = { sensitive: 'Sensitive', dry: 'Dry', normal: 'Normal' } as const
const RAZOR_TYPES = {
  cartridge: ['Razor'],
  disposable: ['Disposable razor'],
  safety: ['Safety razor'],
  any: ['Razor', 'Safety razor', 'Disposable razor'],
} as const

/** The razor for the kind the visitor chose (any kind without a preference). */
const razorSlot = (answers: AdvisorAnswers, why: string): Pick => ({
  role: 'Your razor',
  types: [...RAZOR_TYPES[answers.razor ?? 'any']],
  why,
})

/**
 * What a routine needs, in order: the tools, the preparation, the aftercare. Stubble and beards are
 * shaped with a trimmer; a razor of the kind chosen joins it for the edges, as a visitor who names a kind
 * of razor expects one among the results.
 */
function slotsFor(answers: AdvisorAnswers): Pick[] {
  const keepsHair = answers.beard === 'beard' || answers.beard === 'stubble'
  const chosenRazor = answers.razor !== undefined && answers.razor !== 'any'
  const tools: Pick[] = keepsHair
    ? [
        {
          role: 'To shape it',
          types: ['Trimmer'],
          why: answers.beard === 'beard' ? 'A trimmer keeps a beard even and its edges sharp.' : 'A trimmer holds stubble at the length you like.',
        },
        ...(chosenRazor ? [razorSlot(answers, 'The kind of razor you prefer, for clean edges and a tidy neckline.')] : []),
      ]
    : [razorSlot(answers, chosenRazor ? 'The kind of razor you prefer.' : 'A reliable everyday razor.')]
  const prep: Pick =
    answers.beard === 'beard'
      ? { role: 'To care for it', types: ['Beard oil', 'Beard balm', 'Beard wash'], why: 'Conditions the beard and the skin underneath it.' }
      : { role: 'Before you shave', types: ['Shave gel', 'Shave foam', 'Shave cream'], why: 'Softens the hair and cushions the skin so the blade glides.' }
  const after: Pick = { role: 'Afterwards', types: ['After-shave balm', 'Moisturiser', 'Face wash'], why: 'Calms and moisturises the skin after shaving.' }
  return [...tools, prep, after]
}

/**
 * Higher is better; each point comes with the reason shown to the visitor. A product made for the
 * visitor's skin outweighs every other reason together (more blades for a daily shave included): red or
 * irritated skin is the answer that matters most to whoever gives it.
 */
function score(product: ProductSummary, answers: AdvisorAnswers): { points: number; reasons: string[] } {
  const reasons: string[] = []
  let points = 0
  const skins = attributeValues(product, 'Skin type')
  const wanted = answers.skin ? SKIN_VALUE[answers.skin] : undefined
  if (wanted && skins.includes(wanted)) {
    points += 5
    reasons.push(`Made for ${wanted.toLowerCase()} skin.`)
  } else if (wanted && skins.includes('All')) {
    points += 1
    reasons.push('Suits all skin types.')
  }
  const blades = Number(attributeValues(product, 'Number of blades')[0] ?? 0)
  if (blades && answers.shave === 'daily' && blades >= 5) {
    points += 2
    reasons.push(`${blades} blades spread the pressure, gentler for a daily shave.`)
  }
  if (blades && answers.shave === 'rarely' && blades <= 3) {
    points += 2
    reasons.push(`${blades === 1 ? 'A single blade clogs' : `${blades} blades clog`} less on longer growth.`)
  }
  if (answers.skin === 'sensitive' && /fragrance-free/i.test(attributeValues(product, 'Scent').join(' '))) {
    points += 1
    reasons.push('Fragrance-free.')
  }
  return { points, reasons }
}

/**
 * Up to four products for the visitor's answers, one per step of the routine, each with the reasons
 * it was chosen. Ties go to the catalogue's featured order.
 */
export function recommend(answers: AdvisorAnswers, products: ProductSummary[]): Recommendation[] {
  return slotsFor(answers).flatMap((slot) => {
    const candidates = products
      .filter((product) => attributeValues(product, 'Product type').some((type) => slot.types.includes(type)))
      .map((product) => ({ product, ...score(product, answers) }))
      .sort((a, b) => b.points - a.points || a.product.featuredSort - b.product.featuredSort)
    const best = candidates[0]
    return best ? [{ role: slot.role, product: best.product, reasons: [slot.why, ...best.reasons] }] : []
  })
}
