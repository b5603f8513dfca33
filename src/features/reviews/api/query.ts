import type { Where } from 'payload'

import type { Params } from './params'

/** A parsed Filter/Sort, or the attribute the provider would refuse. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; attribute: string }

const OPERATORS = { eq: 'equals', neq: 'not_equals', lt: 'less_than', lte: 'less_than_equal', gt: 'greater_than', gte: 'greater_than_equal' } as const
type Operator = keyof typeof OPERATORS

/** A filterable attribute (lower case) and the stored field it reads. */
export type FilterFields = Record<string, { field: string; kind: 'text' | 'number' | 'boolean' | 'date' }>

const REVIEW_FIELDS: FilterFields = {
  id: { field: 'id', kind: 'number' },
  productid: { field: 'providerProductId', kind: 'text' },
  rating: { field: 'rating', kind: 'number' },
  submissiontime: { field: 'submissionTime', kind: 'date' },
  isrecommended: { field: 'isRecommended', kind: 'boolean' },
  usernickname: { field: 'userNickname', kind: 'text' },
  totalpositivefeedbackcount: { field: 'totalPositiveFeedbackCount', kind: 'number' },
}

function typed(kind: 'text' | 'number' | 'boolean' | 'date', value: string): string | number | boolean | undefined {
  if (kind === 'number') return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : undefined
  if (kind === 'boolean') return value === 'true' ? true : value === 'false' ? false : undefined
  if (kind === 'date') return Number.isNaN(Date.parse(value)) ? undefined : new Date(value).toISOString()
  return value
}

/** The badges a filter may name (the provider's ids, matched without regard to case) and the flag each reads. */
const BADGE_FIELDS: Record<string, string> = { verifiedpurchaser: 'verifiedPurchaser', incentivizedreview: 'incentivizedReview' }

/**
 * `Filter=Badges:verifiedPurchaser[,incentivizedReview]`: reviews carrying any of the badges named. The
 * provider documents no badge filter for reviews.json; this follows its Filter syntax with the badge's id.
 */
export function badgeFilter(values: string[]): Where | undefined {
  const fields = values.map((value) => BADGE_FIELDS[value.toLowerCase()])
  if (fields.some((field) => !field)) return undefined
  return { or: fields.map((field) => ({ [field!]: { equals: true } }) as Where) }
}

/**
 * `Filter=Attribute:[operator:]value[,value…]` (comma = OR), several Filters AND-ed, on approved reviews:
 * ProductId, Id, Rating, SubmissionTime, IsRecommended, UserNickname, ContextDataValue_{Name}, Badges.
 */
export const reviewFilters = (params: Params): Parsed<Where[]> => parseFilters(params, REVIEW_FIELDS, { withContext: true, custom: { badges: badgeFilter } })

/**
 * The provider's Filter parameters over `fields`; reviews' context data with `withContext`; `custom`
 * attributes (lower case) map their values to a clause of their own, or undefined for a value they refuse.
 */
export function parseFilters(
  params: Params,
  fields: FilterFields,
  { withContext = false, custom = {} }: { withContext?: boolean; custom?: Record<string, (values: string[]) => Where | undefined> } = {},
): Parsed<Where[]> {
  const clauses: Where[] = []
  for (const filter of params.all('Filter')) {
    const [attribute = '', ...rest] = filter.split(':')
    const maybeOperator = rest[0]?.toLowerCase() as Operator | undefined
    const hasOperator = rest.length > 1 && maybeOperator !== undefined && maybeOperator in OPERATORS
    const operator: Operator = hasOperator ? maybeOperator! : 'eq'
    const values = (hasOperator ? rest.slice(1) : rest)
      .join(':')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean)
    if (values.length === 0 || values.length > 100) return { ok: false, attribute: filter }
    const name = attribute.toLowerCase()
    if (withContext && name.startsWith('contextdatavalue_')) {
      const dimension = attribute.slice('contextdatavalue_'.length)
      if (!/^[A-Za-z0-9]{1,40}$/.test(dimension) || (operator !== 'eq' && operator !== 'neq')) return { ok: false, attribute }
      const likes = values.map((value) => ({ contextTags: { [operator === 'eq' ? 'like' : 'not_like']: `|${dimension}:${value}|` } }) as Where)
      clauses.push(operator === 'eq' ? { or: likes } : { and: likes })
      continue
    }
    if (Object.hasOwn(custom, name)) {
      const clause = operator === 'eq' ? custom[name]!(values) : undefined
      if (!clause) return { ok: false, attribute: filter }
      clauses.push(clause)
      continue
    }
    const known = Object.hasOwn(fields, name) ? fields[name] : undefined
    if (!known) return { ok: false, attribute }
    const parsed = values.map((value) => typed(known.kind, value))
    if (parsed.some((value) => value === undefined)) return { ok: false, attribute: filter }
    clauses.push({ or: parsed.map((value) => ({ [known.field]: { [OPERATORS[operator]]: value } }) as Where) })
  }
  return { ok: true, value: clauses }
}

const SORTS: Record<string, string> = {
  rating: 'rating',
  submissiontime: 'submissionTime',
  helpfulness: 'totalPositiveFeedbackCount',
  totalpositivefeedbackcount: 'totalPositiveFeedbackCount',
  id: 'id',
}

/** `Sort=Attribute:asc|desc[,…]`: Rating, SubmissionTime, Helpfulness, TotalPositiveFeedbackCount, Id. */
export const reviewSort = (value: string | undefined, fallback = 'Rating:desc'): Parsed<string[]> => parseSort(value, SORTS, fallback)

/** The provider's Sort parameter over `sorts` (attribute in lower case → stored field). */
export function parseSort(value: string | undefined, sorts: Record<string, string>, fallback: string): Parsed<string[]> {
  const sort: string[] = []
  for (const part of (value || fallback).split(',')) {
    const [attribute = '', direction = 'asc'] = part.trim().split(':')
    const field = Object.hasOwn(sorts, attribute.toLowerCase()) ? sorts[attribute.toLowerCase()] : undefined
    if (!field || !['asc', 'desc'].includes(direction.toLowerCase())) return { ok: false, attribute: part }
    sort.push(direction.toLowerCase() === 'desc' ? `-${field}` : field)
  }
  // A stable order for equal keys: newest first, then by id.
  if (!sort.some((key) => key.endsWith('submissionTime'))) sort.push('-submissionTime')
  sort.push('-id')
  return { ok: true, value: sort }
}

/** A whole number parameter within bounds, its default when absent, undefined when invalid. */
export function boundedInt(raw: string | undefined, fallback: number, min: number, max: number): number | undefined {
  if (raw === undefined || raw === '') return fallback
  if (!/^\d+$/.test(raw)) return undefined
  const value = Number(raw)
  return value >= min && value <= max ? value : undefined
}
