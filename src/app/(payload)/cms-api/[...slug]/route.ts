import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { withPayloadField } from '@/cms/multipartFields'

type Handler = ReturnType<typeof REST_POST>

/** Uploads may send their fields as plain form fields (cms/multipartFields.ts). */
const acceptingFormFields =
  (handler: Handler): Handler =>
  async (request, context) =>
    handler(await withPayloadField(request), context)

export const GET = REST_GET(config)
export const POST = acceptingFormFields(REST_POST(config))
export const DELETE = REST_DELETE(config)
export const PATCH = acceptingFormFields(REST_PATCH(config))
export const PUT = REST_PUT(config)
export const OPTIONS = REST_OPTIONS(config)
