import { z } from 'zod'

import { DEFAULT_HITS_PER_PAGE, MAX_HITS_PER_PAGE, MAX_QUERY_LENGTH } from '../constants'
import { type SearchIndexName, isSearchIndexName } from '../indexNames'
import type { SearchQuery } from './engine'
import { sanitizeQuery } from '../queryText'

/** A request the endpoint refuses with HTTP 400; the message is Algolia-style and safe to show. */
export class SearchRequestError extends Error {}

/** Algolia accepts at most 50 queries in one multiple-queries request. */
const MAX_QUERIES = 50

/** `["title","url"]` (JSON, as in a params string) or `title,url`. */
function attributeListFromText(text: string): unknown {
  if (!text.trim().startsWith('['))
    return text
      .split(',')
      .map((attribute) => attribute.trim())
      .filter(Boolean)
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

const attributeList = z.preprocess((value) => (typeof value === 'string' ? attributeListFromText(value) : value), z.array(z.string().max(100)).max(100))

/** The search parameters the built-in engine honours; any other Algolia parameter is accepted and ignored. */
const searchParamsSchema = z.object({
  query: z.string().max(MAX_QUERY_LENGTH, `The query is longer than ${MAX_QUERY_LENGTH} characters`).default(''),
  page: z.coerce.number().int().min(0).default(0),
  hitsPerPage: z.coerce.number().int().min(0).max(MAX_HITS_PER_PAGE).default(DEFAULT_HITS_PER_PAGE),
  // Tags are inserted as given: keep them short so a request cannot blow up the response.
  highlightPreTag: z.string().max(64).default('<em>'),
  highlightPostTag: z.string().max(64).default('</em>'),
  attributesToRetrieve: attributeList.optional(),
  attributesToHighlight: attributeList.optional(),
})

/** One query: Algolia v5 sends its parameters as fields, older clients as a `params` query string. */
const queryRequestSchema = z
  .object({
    indexName: z.string().max(256).optional(),
    params: z.string().optional(),
    type: z.string().optional(),
  })
  .catchall(z.unknown())

const multipleQueriesSchema = z.object({
  requests: z.array(queryRequestSchema).min(1).max(MAX_QUERIES),
  strategy: z.enum(['none', 'stopIfEnoughMatches']).optional(),
})

type QueryRequest = z.infer<typeof queryRequestSchema>

function describe(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid request'
  const path = issue.path.filter((key) => typeof key === 'string' || typeof key === 'number').join('.')
  return path ? `${path}: ${issue.message}` : issue.message
}

const encode = (value: unknown) => encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))

function toSearchQuery(indexName: string | undefined, { indexName: _ignored, params, type, ...fields }: QueryRequest): SearchQuery {
  if (!indexName) throw new SearchRequestError('indexName is required')
  if (!isSearchIndexName(indexName)) throw new SearchRequestError(`Index ${indexName} does not exist`)
  if (type !== undefined && type !== 'default') throw new SearchRequestError('Only searches for hits are supported')
  const given = Object.entries(fields).filter(([, value]) => value !== undefined && value !== null)
  const parsed = searchParamsSchema.safeParse({ ...Object.fromEntries(new URLSearchParams(params ?? '')), ...Object.fromEntries(given) })
  if (!parsed.success) throw new SearchRequestError(describe(parsed.error))
  const { query, page, hitsPerPage, highlightPreTag, highlightPostTag, attributesToRetrieve, attributesToHighlight } = parsed.data
  return {
    indexName: indexName satisfies SearchIndexName,
    query: sanitizeQuery(query),
    page,
    hitsPerPage,
    highlightTags: { pre: highlightPreTag, post: highlightPostTag },
    attributesToRetrieve,
    attributesToHighlight,
    params: [params, ...given.map(([name, value]) => `${name}=${encode(value)}`)].filter(Boolean).join('&'),
  }
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new SearchRequestError(describe(parsed.error))
  return parsed.data
}

/**
 * `POST /1/indexes/{indexName}/queries` (Algolia's multiple queries; the clients send `*` as the index
 * name and name each request's index). Throws a SearchRequestError for anything the endpoint refuses.
 */
export function parseMultipleQueries(body: unknown, indexNameInPath: string): SearchQuery[] {
  const { requests } = parse(multipleQueriesSchema, body)
  const defaultIndexName = indexNameInPath === '*' ? undefined : indexNameInPath
  return requests.map((request) => toSearchQuery(request.indexName ?? defaultIndexName, request))
}

/** `POST /1/indexes/{indexName}/query`: one query, its parameters as the body. */
export function parseSingleIndexQuery(body: unknown, indexName: string): SearchQuery {
  return toSearchQuery(indexName, parse(queryRequestSchema, body))
}
