import { cache } from 'react'

import type { Brand } from '@/payload-types'
import { payloadClient } from '@/cms/payload'

import type { CountryOption } from './CountrySelector'

export const findBrands = cache(async (): Promise<Brand[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'brands', depth: 1, limit: 10, pagination: false })
  return docs
})

/** The brand with its relations (popular searches) populated, from an id, a key or a shallow brand. */
export async function findBrand(idOrKey: number | string | Brand | null | undefined): Promise<Brand> {
  if (idOrKey && typeof idOrKey === 'object') idOrKey = idOrKey.id
  const brands = await findBrands()
  const brand = brands.find((b) => b.id === idOrKey || b.key === idOrKey) ?? brands.find((b) => b.key === 'default')
  if (!brand) throw new Error('No brand content: the database has not been seeded')
  return brand
}

/** The countries of the country selector, by name (footer dialog and the country-selector page). */
export const findCountryOptions = cache(async (): Promise<CountryOption[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'countries', sort: 'name', limit: 300, pagination: false, depth: 0 })
  return docs.map(({ name, language, region, url }) => ({ name, language, region, url }))
})
