/**
 * Payload's REST API reads a multipart request's document fields from one JSON field, `_payload`. An
 * upload client that sends them as plain form fields (`file` and `alt`, as DECISIONS.md's media contract
 * and every HTML form do) would lose them: this gathers the plain fields into `_payload` first. Requests
 * that already carry `_payload` (the back office's own) and bodies larger than an upload may be (which
 * Payload answers with 413 itself) pass as they are.
 */
const MAX_REWRITE_BYTES = 11 * 1024 * 1024

export async function withPayloadField(request: Request): Promise<Request> {
  if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) return request
  const length = request.headers.get('content-length')
  if (length !== null && Number(length) > MAX_REWRITE_BYTES) return request
  let form: FormData
  try {
    form = await request.clone().formData()
  } catch {
    return request // unreadable: Payload answers it
  }
  if (form.has('_payload')) return request
  const data: Record<string, string> = {}
  const body = new FormData()
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') data[name] = value
    else body.append(name, value, value.name)
  }
  if (Object.keys(data).length === 0) return request
  body.append('_payload', JSON.stringify(data))
  const headers = new Headers(request.headers)
  headers.delete('content-type') // the new body's boundary
  headers.delete('content-length')
  return new Request(request.url, { method: request.method, headers, body, signal: request.signal })
}
