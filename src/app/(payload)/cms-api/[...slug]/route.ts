import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { withPayloadField } from '@/cms/multipartFields'
import { cmsQueryProblem, namesObjectMember } from '@/cms/restQueryCheck'

type Handler = ReturnType<typeof REST_POST>

const json = (status: number, body: unknown) => Response.json(body, { status })

/**
 * Payload's REST handlers behind the checks it lacks: a query of a shape Payload would hand to the
 * database as it comes (and fail there with a 500) is a 400 in Payload's error shape; a path naming an
 * object's own member (`/cms-api/constructor`) is a 404 (cms/restQueryCheck.ts).
 */
const checked =
  (handler: Handler): Handler =>
  async (request, context) => {
    const url = new URL(request.url)
    if (namesObjectMember(url.pathname)) return json(404, { message: `Route not found "${url.pathname}"` })
    const problem = url.search.length > 1 ? cmsQueryProblem(url.search) : undefined
    if (problem) return json(400, { errors: [{ message: `Bad request: ${problem}` }] })
    return handler(request, context)
  }

/** Uploads may send their fields as plain form fields (cms/multipartFields.ts). */
const acceptingFormFields =
  (handler: Handler): Handler =>
  async (request, context) =>
    handler(await withPayloadField(request), context)

export const GET = checked(REST_GET(config))
/**
 * Payload routes GET only: a HEAD (a link checker, a CDN checking an image) is the GET's answer without
 * its body, as HTTP has it, not Payload's 404 for an unknown method.
 */
export const HEAD: Handler = async (request, context) => {
  const answer = await GET(new Request(request.url, { method: 'GET', headers: request.headers }), context)
  // Read to its end: Payload's file stream fails when cancelled half-way.
  await answer.arrayBuffer()
  return new Response(null, { status: answer.status, statusText: answer.statusText, headers: answer.headers })
}
export const POST = checked(acceptingFormFields(REST_POST(config)))
export const DELETE = checked(REST_DELETE(config))
export const PATCH = checked(acceptingFormFields(REST_PATCH(config)))
export const PUT = checked(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
