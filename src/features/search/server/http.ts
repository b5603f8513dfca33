import type { SearchEngine } from './engine'
import { SearchRequestError, parseMultipleQueries, parseSingleIndexQuery } from './queryRequest'

/** A search request is a few hundred bytes; anything this big is not one. */
const MAX_BODY_BYTES = 64 * 1024

// Results follow the content, which editors change at any time: never cached (the client keeps its own
// in-memory cache for the page's lifetime).
const responseHeaders = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' }

/** Algolia's error body. */
const errorResponse = (status: number, message: string) => Response.json({ message, status }, { status, headers: responseHeaders })

async function readJson(request: Request): Promise<unknown> {
  const tooLarge = () => new SearchRequestError('The request body is too large')
  if (Number(request.headers.get('content-length')) > MAX_BODY_BYTES) throw tooLarge()
  // Read at most MAX_BODY_BYTES, whatever Content-Length claimed (or if it was absent).
  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength
      if (size > MAX_BODY_BYTES) {
        await reader.cancel()
        throw tooLarge()
      }
      chunks.push(chunk.value)
    }
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw new SearchRequestError('The request body is not valid JSON')
  }
}

type Log = (message: string) => void

/**
 * The built-in search endpoint's HTTP side: Algolia's wire format in and out. A request it cannot
 * answer gets a 400 with Algolia's error body; an unexpected failure (the index cannot be built) is
 * logged — never with the query, which may hold personal data — and answered 503, never a 500.
 */
export function createSearchHandlers(engine: SearchEngine, log: Log = console.error) {
  async function respond(request: Request, answer: (body: unknown) => Promise<unknown>): Promise<Response> {
    try {
      return Response.json(await answer(await readJson(request)), { headers: responseHeaders })
    } catch (error) {
      if (error instanceof SearchRequestError) return errorResponse(400, error.message)
      log(`An Error Occurred: search (${error instanceof Error ? `${error.name}: ${error.message.split('\n')[0]}` : 'unknown failure'})`)
      return errorResponse(503, 'Search is unavailable, please try again')
    }
  }

  return {
    /** POST /1/indexes/{indexName}/queries → `{ results: [...] }`. */
    multipleQueries: (request: Request, indexNameInPath: string) =>
      respond(request, async (body) => ({ results: await engine.search(parseMultipleQueries(body, indexNameInPath)) })),

    /** POST /1/indexes/{indexName}/query → one result. */
    singleIndexQuery: (request: Request, indexName: string) =>
      respond(request, async (body) => (await engine.search([parseSingleIndexQuery(body, indexName)]))[0]),
  }
}

/**
 * CORS preflight. The site's pages call the endpoint from their own origin and need none; this answers
 * a preflight harmlessly (methods and the client's headers, no Allow-Origin: other sites get nothing).
 */
export function searchPreflight(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      Allow: 'POST, OPTIONS',
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': 'content-type, x-algolia-application-id, x-algolia-api-key, x-algolia-agent',
      'Access-Control-Max-Age': '86400',
    },
  })
}
