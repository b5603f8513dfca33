/**
 * Australia's states and territories as an address names them (Australia Post's abbreviations): the
 * sampling application's form and rule (features/subscriptions) and the collection's select (cms) read
 * this one list.
 */
export const AUSTRALIAN_STATES = [
  { value: 'ACT', label: 'Australian Capital Territory' },
  { value: 'NSW', label: 'New South Wales' },
  { value: 'NT', label: 'Northern Territory' },
  { value: 'QLD', label: 'Queensland' },
  { value: 'SA', label: 'South Australia' },
  { value: 'TAS', label: 'Tasmania' },
  { value: 'VIC', label: 'Victoria' },
  { value: 'WA', label: 'Western Australia' },
] as const

export type AustralianState = (typeof AUSTRALIAN_STATES)[number]['value']

export const AUSTRALIAN_STATE_CODES = AUSTRALIAN_STATES.map((state) => state.value) as [AustralianState, ...AustralianState[]]

/** An Australian postcode: four digits. */
export const AUSTRALIAN_POSTCODE = /^\d{4}$/
