/**
 * Request parameters as the provider reads them: names case-insensitive, `Filter` repeatable. Reads the
 * query string and, for POSTs, a form-encoded or multipart body.
 */
export class Params {
  private readonly values = new Map<string, string[]>()

  constructor(entries: Iterable<[string, string]>) {
    for (const [name, value] of entries) {
      const key = name.toLowerCase()
      this.values.set(key, [...(this.values.get(key) ?? []), value])
    }
  }

  get(name: string): string | undefined {
    return this.values.get(name.toLowerCase())?.[0]
  }

  all(name: string): string[] {
    return this.values.get(name.toLowerCase()) ?? []
  }

  has(name: string): boolean {
    return this.values.has(name.toLowerCase())
  }

  /** The original-case names are lost on purpose: callers ask by the provider's names. */
  names(): string[] {
    return [...this.values.keys()]
  }
}

const MAX_BODY = 256 * 1024

export async function readParams(request: Request): Promise<Params | undefined> {
  const url = new URL(request.url)
  const entries: [string, string][] = [...url.searchParams.entries()]
  if (request.method === 'POST') {
    const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? ''
    if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY) return undefined
    try {
      if (type === 'application/x-www-form-urlencoded') {
        const text = await request.text()
        if (text.length > MAX_BODY) return undefined
        entries.push(...new URLSearchParams(text).entries())
      } else if (type === 'multipart/form-data') {
        const form = await request.formData()
        for (const [name, value] of form.entries()) if (typeof value === 'string') entries.push([name, value])
      } else if (type === 'application/json') {
        const body: unknown = JSON.parse(await request.text())
        if (body && typeof body === 'object' && !Array.isArray(body)) {
          for (const [name, value] of Object.entries(body))
            if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') entries.push([name, String(value)])
        }
      }
    } catch {
      return undefined
    }
  }
  return new Params(entries.map(([name, value]) => [name, value.slice(0, 10_000)]))
}
