import * as qs from 'qs-esm'

/**
 * The CMS API's query, read as Payload reads it (the REST route's wrapper, src/app/(payload)/cms-api) (qs-esm with Payload's options), checked before Payload
 * sees it: Payload hands paging, depth and each `where` comparison to the database as they come, and a
 * value of the wrong shape fails there with a 500 (a `limit` of `1e309`, a `limit` or an `equals` given
 * twice, which qs makes a list, an operator nested under another, a `where` of invalid JSON). A query
 * of the shape Payload documents passes untouched. Each range is wider than the back office ever asks.
 */
const CMS_QUERY_RANGES = { limit: 10_000, page: 1_000_000, depth: 10 }
const QS_OPTIONS = { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }
const NUMBER_LIKE = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i
/** Payload's query operators (payload/dist/types/constants.js): those that take a list, and those that take one value. */
const LIST_OPERATORS = new Set(['in', 'not_in', 'all', 'near'])
/** Geometry (GeoJSON) for point fields: any shape, Payload reads it itself. */
const GEOMETRY_OPERATORS = new Set(['within', 'intersects'])
const VALUE_OPERATORS = new Set([
  'equals',
  'not_equals',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
])
const NUMERIC_OPERATORS = new Set(['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** What is wrong with one `where` clause (a field's comparisons, or `and`/`or` lists), or undefined. */
function whereProblem(where: unknown, at: string): string | undefined {
  if (!isRecord(where)) return `${at} must be a set of conditions.`
  for (const [key, value] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const clauses = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : null
      if (!clauses) return `${at}[${key}] must be a list of conditions.`
      for (const [index, clause] of clauses.entries()) {
        const problem = whereProblem(clause, `${at}[${key}][${index}]`)
        if (problem) return problem
      }
      continue
    }
    if (!isRecord(value)) return `${at}[${key}] needs an operator, such as [equals].`
    for (const [operator, operand] of Object.entries(value)) {
      const path = `${at}[${key}][${operator}]`
      if (GEOMETRY_OPERATORS.has(operator)) continue
      if (LIST_OPERATORS.has(operator)) {
        if (!(typeof operand === 'string' || (Array.isArray(operand) && operand.every((item) => typeof item === 'string'))))
          return `${path} must be a value or a list of values.`
      } else if (VALUE_OPERATORS.has(operator)) {
        if (typeof operand !== 'string') return `${path} must be given once, as one value.`
        if ((NUMERIC_OPERATORS.has(operator) || key === 'id') && NUMBER_LIKE.test(operand.trim()) && !Number.isFinite(Number(operand)))
          return `${path} holds a number too large to use.`
      } else return `${path}: ${operator} is not an operator.`
    }
  }
  return undefined
}

export function cmsQueryProblem(search: string): string | undefined {
  let query: Record<string, unknown>
  try {
    query = qs.parse(search, QS_OPTIONS) as Record<string, unknown>
  } catch {
    return 'the query is not readable.'
  }
  for (const [key, max] of Object.entries(CMS_QUERY_RANGES)) {
    if (!(key in query)) continue
    const value = query[key]
    if (!(typeof value === 'string' && /^\d{1,7}$/.test(value) && Number(value) <= max)) return `${key} must be given once, as a whole number from 0 to ${max}.`
  }
  for (const key of ['where', 'data']) {
    if (typeof query[key] !== 'string' || query[key].length === 0) continue
    try {
      if (!isRecord(JSON.parse(query[key] as string))) return `${key} must be a JSON object.`
    } catch {
      return `${key} is not valid JSON.`
    }
  }
  return 'where' in query && typeof query.where !== 'string' ? whereProblem(query.where, 'where') : undefined
}

/**
 * Payload looks a collection or document up by the path's segment in plain objects: a segment named like
 * an object's own machinery (`constructor`, `__proto__`) finds a function there, and the API answers 500.
 */
const OBJECT_MEMBERS = new Set(Object.getOwnPropertyNames(Object.prototype))
export const namesObjectMember = (pathname: string) => pathname.split('/').some((segment) => OBJECT_MEMBERS.has(segment))
