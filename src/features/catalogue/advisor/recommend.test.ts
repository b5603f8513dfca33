import { describe, expect, it } from 'vitest'

import type { ProductSummary } from '../model'
import { ADVISOR_KEYS } from './advisorKeys'
import { ADVISOR_QUESTIONS, parseAdvisorAnswers } from './questions'
import { recommend } from './recommend'

let id = 0
const product = (title: string, attributes: Record<string, string[]>): ProductSummary =>
  ({
    id: ++id,
    title,
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    featuredSort: id,
    attributes: Object.entries(attributes).flatMap(([name, values]) => values.map((value) => ({ name, value }))),
  }) as ProductSummary

const catalogue = [
  product('Three', { 'Product type': ['Razor'], 'Skin type': ['All'], 'Number of blades': ['3'] }),
  product('Five', { 'Product type': ['Razor'], 'Skin type': ['All'], 'Number of blades': ['5'] }),
  product('Guard', { 'Product type': ['Razor'], 'Skin type': ['Sensitive'], 'Number of blades': ['3'] }),
  product('Throwaway', { 'Product type': ['Disposable razor'], 'Skin type': ['All'], 'Number of blades': ['3'] }),
  product('Double edge', { 'Product type': ['Safety razor'], 'Skin type': ['All'], 'Number of blades': ['1'] }),
  product('Trimmer', { 'Product type': ['Trimmer'], 'Skin type': ['All'] }),
  product('Cool gel', { 'Product type': ['Shave gel'], 'Skin type': ['Normal'], Scent: ['Menthol'] }),
  product('Calm gel', { 'Product type': ['Shave gel'], 'Skin type': ['Sensitive'], Scent: ['Fragrance-free'] }),
  product('Beard oil', { 'Product type': ['Beard oil'], 'Skin type': ['All', 'Dry'] }),
  product('Balm', { 'Product type': ['After-shave balm'], 'Skin type': ['All', 'Sensitive'] }),
]

describe('shaving advisor', () => {
  it('recommends a razor, a preparation and aftercare matched to sensitive skin, with reasons', () => {
    const picks = recommend({ skin: 'sensitive', beard: 'clean', shave: 'weekly', razor: 'cartridge' }, catalogue)
    expect(picks.map((pick) => pick.product.title)).toEqual(['Guard', 'Calm gel', 'Balm'])
    expect(picks[0]!.reasons).toContain('Made for sensitive skin.')
    expect(picks[1]!.reasons).toContain('Fragrance-free.')
  })

  it('prefers more blades for a daily shave, the preferred razor kind, and a trimmer and beard care for a beard', () => {
    expect(recommend({ skin: 'normal', shave: 'daily', razor: 'cartridge' }, catalogue)[0]!.product.title).toBe('Five')
    expect(recommend({ razor: 'disposable' }, catalogue)[0]!.product.title).toBe('Throwaway')
    expect(recommend({ beard: 'beard', skin: 'dry' }, catalogue).map((pick) => pick.product.title)).toEqual(['Trimmer', 'Beard oil', 'Balm'])
  })

  it('over every combination of answers: one pick per step, of the step’s kind, with reasons; made for the skin given whenever the catalogue has one', () => {
    const options = (key: string) => [undefined, ...ADVISOR_QUESTIONS.find((question) => question.key === key)!.options.map((option) => option.value)]
    const SKIN = { sensitive: 'Sensitive', dry: 'Dry', normal: 'Normal' } as Record<string, string>
    for (const skin of options('skin'))
      for (const beard of options('beard'))
        for (const shave of options('shave'))
          for (const razor of options('razor')) {
            const answers = Object.fromEntries(Object.entries({ skin, beard, shave, razor }).filter(([, value]) => value !== undefined)) as Parameters<
              typeof recommend
            >[0]
            const picks = recommend(answers, catalogue)
            const label = JSON.stringify(answers)
            // A trimmer for stubble or a beard gains the razor of a kind named, as a fourth pick.
            const keepsHair = beard === 'stubble' || beard === 'beard'
            expect(picks.length, label).toBe(keepsHair && razor && razor !== 'any' ? 4 : 3)
            for (const pick of picks) expect(pick.reasons.length, label).toBeGreaterThan(0)
            if (!skin) continue
            for (const pick of picks) {
              const sameKind = catalogue.filter((item) =>
                item.attributes.some((a) => a.name === 'Product type' && pick.product.attributes.some((b) => b.name === 'Product type' && b.value === a.value)),
              )
              const madeForIt = (item: ProductSummary) => item.attributes.some((a) => a.name === 'Skin type' && a.value === SKIN[skin])
              if (sameKind.some(madeForIt)) expect(madeForIt(pick.product), `${label}: ${pick.role}`).toBe(true)
            }
          }
  })

  it('over every combination of answers: a razor type chosen is always among the results', () => {
    const options = (key: string) => [undefined, ...ADVISOR_QUESTIONS.find((question) => question.key === key)!.options.map((option) => option.value)]
    const KIND = { cartridge: 'Razor', disposable: 'Disposable razor', safety: 'Safety razor' } as Record<string, string>
    let checked = 0
    for (const skin of options('skin'))
      for (const beard of options('beard'))
        for (const shave of options('shave'))
          for (const razor of options('razor')) {
            if (!razor || razor === 'any') continue
            const answers = Object.fromEntries(Object.entries({ skin, beard, shave, razor }).filter(([, value]) => value !== undefined)) as Parameters<
              typeof recommend
            >[0]
            const kinds = recommend(answers, catalogue).flatMap((pick) => pick.product.attributes.filter((a) => a.name === 'Product type').map((a) => a.value))
            expect(kinds, JSON.stringify(answers)).toContain(KIND[razor])
            checked++
          }
    expect(checked).toBe(4 * 4 * 4 * 3)
  })

  it("the issue's answers (red skin, neat stubble, every day, cartridges) give a trimmer, the sensitive cartridge razor, a gel and a balm", () => {
    const picks = recommend({ skin: 'sensitive', beard: 'stubble', shave: 'daily', razor: 'cartridge' }, catalogue)
    expect(picks.map((pick) => pick.product.title)).toEqual(['Trimmer', 'Guard', 'Calm gel', 'Balm'])
    expect(picks[1]!.role).toBe('Your razor')
  })

  it('red or irritated skin leads to the sensitive razor even for a daily shave, where five blades would otherwise win', () => {
    expect(recommend({ skin: 'sensitive', shave: 'daily', razor: 'cartridge' }, catalogue)[0]!.product.title).toBe('Guard')
    expect(recommend({ skin: 'normal', shave: 'daily', razor: 'cartridge' }, catalogue)[0]!.product.title).toBe('Five')
  })

  it('reads answers from the URL, dropping unknown values', () => {
    expect(parseAdvisorAnswers({ skin: 'dry', beard: '<script>', shave: ['daily', 'rarely'], razor: undefined })).toEqual({ skin: 'dry', shave: 'daily' })
    // The keys next.config.ts routes to the per-request page are the questions' keys.
    expect(ADVISOR_QUESTIONS.map((question) => question.key)).toEqual([...ADVISOR_KEYS])
  })
})
