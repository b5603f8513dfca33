import { submitContactMessage } from '@/features/contact/server'
import { FORM_HANDLERS } from '@/features/subscriptions/server'
import { clientAddressOf } from '@/shared/forms/clientAddress'
import { fieldsOf } from '@/shared/forms/formState'

/**
 * The forms for API clients: POST /api/forms/{newsletter|waitlist|gaming|product-registration|contact}
 * with a JSON object or a form body. The same server code as the pages' forms; the answer is the form's
 * state as JSON: 200 success, 400 invalid input, 409 already stored, 422 not eligible, 429 too many
 * attempts, 503 store unreachable ('Please try submitting the form again').
 */
const HANDLERS = { ...FORM_HANDLERS, contact: submitContactMessage }
const MAX_BODY = 64 * 1024

const answer = (body: object, status: number) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

class Unreadable {
  constructor(
    readonly error: string,
    readonly code: 400 | 413 | 415,
  ) {}
}

async function readFields(request: Request): Promise<Record<string, string> | Unreadable> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? ''
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > MAX_BODY) return new Unreadable('The request body is too large.', 413)
  const text = await request.text()
  if (text.length > MAX_BODY) return new Unreadable('The request body is too large.', 413)
  if (type === 'application/json') {
    try {
      const value: unknown = JSON.parse(text)
      if (!value || typeof value !== 'object' || Array.isArray(value)) return new Unreadable('Send a JSON object of the form fields.', 400)
      return fieldsOf(value as Record<string, unknown>)
    } catch {
      return new Unreadable('The request body is not valid JSON.', 400)
    }
  }
  if (type === 'application/x-www-form-urlencoded') return fieldsOf(Object.fromEntries(new URLSearchParams(text)))
  return new Unreadable('Send the form as application/json or application/x-www-form-urlencoded.', 415)
}

export async function POST(request: Request, { params }: { params: Promise<{ form: string }> }) {
  const { form } = await params
  // Own keys only: `__proto__` or `constructor` must not reach Object.prototype.
  const handler = Object.hasOwn(HANDLERS, form) ? HANDLERS[form as keyof typeof HANDLERS] : undefined
  if (!handler) return answer({ status: 'error', message: 'There is no such form.' }, 404)
  const fields = await readFields(request)
  if (fields instanceof Unreadable) return answer({ status: 'error', message: fields.error, fieldErrors: {} }, fields.code)
  const { state, code } = await handler(fields, clientAddressOf(request.headers))
  const { values: _values, ...body } = state.status === 'error' ? state : { ...state, values: undefined }
  return answer(body, code)
}

export function GET() {
  return answer({ status: 'error', message: 'Send the form with POST.' }, 405)
}
