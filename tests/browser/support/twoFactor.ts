/**
 * The second factor as a test answers it: codes computed from the account's secret (as its authenticator
 * app would), and the sign-in of an account that must set it up, through Payload's REST login as the back
 * office's form posts it (src/cms/twoFactor/hooks.ts).
 */
import { totpCode, totpStep } from '../../../src/cms/twoFactor/totp'

/** The time step each secret's last code was made for in this process: the server takes a code once. */
const lastUsed = new Map<string, number>()

/**
 * A code not yet used: this step's, or the next one's (the server accepts one step either side for a phone's
 * clock); past that it waits for the clock to turn, as a person would. `usedBefore`: a step another process
 * used (the global setup's sign-in).
 */
export async function freshCode(secret: string, usedBefore?: number): Promise<string> {
  const step = Math.max(totpStep(), (lastUsed.get(secret) ?? usedBefore ?? -1) + 1)
  while (step > totpStep() + 1) await new Promise((resolve) => setTimeout(resolve, 500))
  lastUsed.set(secret, step)
  return totpCode(secret, step)
}

/** Six digits that no step around now accepts. */
export function wrongCode(secret: string): string {
  const valid = new Set([-1, 0, 1].map((delta) => totpCode(secret, totpStep() + delta)))
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0')
    if (!valid.has(code)) return code
  }
}

export interface Answer {
  status: number
  body: { token?: string; user?: { id: number }; recoveryCodes?: string[]; errors?: { message: string; data?: Record<string, string> }[] }
}

/** A JSON POST: Playwright's request context or fetch, whichever the caller has. */
export type Post = (path: string, data: object) => Promise<Answer>

export interface Enrolled {
  token: string
  id: number
  secret: string
  recoveryCodes: string[]
}

/**
 * First sign-in of an account that must set up the second factor: the password step answers with a secret
 * (403), the first code finishes it (200, a session and the recovery codes). Throws with the answer otherwise.
 */
export async function signInSettingUp(post: Post, email: string, password: string): Promise<Enrolled> {
  const first = await post('/cms-api/users/login', { email, password })
  const data = first.body.errors?.[0]?.data
  if (first.status !== 403 || data?.twoFactor !== 'enrol' || !data.secret) throw new Error(`no set-up step: ${first.status} ${JSON.stringify(first.body)}`)
  const secret = data.secret
  const second = await post('/cms-api/users/login', { email, password, enrolment: data.enrolment, code: await freshCode(secret) })
  if (second.status !== 200 || !second.body.token) throw new Error(`set-up refused: ${second.status} ${JSON.stringify(second.body)}`)
  return { token: second.body.token, id: second.body.user!.id, secret, recoveryCodes: second.body.recoveryCodes ?? [] }
}

/** The step of the code signInSettingUp used last for this secret (handed to other processes). */
export const lastStepOf = (secret: string): number | undefined => lastUsed.get(secret)

/** Post through fetch (the global setup, the cluster rehearsal). */
export const fetchPost =
  (baseURL: string, headers: Record<string, string> = {}): Post =>
  async (path, data) => {
    const response = await fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(data),
    })
    return { status: response.status, body: (await response.json().catch(() => ({}))) as Answer['body'] }
  }

/** An API key: what scripts send instead of signing in (`Authorization: users API-Key <key>`). */
export const newApiKey = () => `test-${crypto.randomUUID()}`
export const apiKeyHeader = (key: string) => ({ Authorization: `users API-Key ${key}` })
