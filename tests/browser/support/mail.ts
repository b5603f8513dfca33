// The emails a real SMTP server on loopback received (support/mailSink.mjs, started by the Playwright
// config on TEST_PORT + 25, its control API on + 26).
import { type APIRequestContext, expect } from '@playwright/test'

const port = Number(process.env.TEST_PORT ?? 3100)
export const control = `http://127.0.0.1:${port + 26}`

export interface ReceivedMail {
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  headers: Record<string, string>
}

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

/**
 * The messages to `to`, once `count` of them (those `matching`, when given) have arrived. An address other
 * tests also write to (the care address) needs `matching`: one of theirs must not stand for the awaited one.
 */
export async function mailFor(
  request: APIRequestContext,
  to: string,
  { count = 1, timeout = 20_000, matching = () => true }: { count?: number; timeout?: number; matching?: (mail: ReceivedMail) => boolean } = {},
): Promise<ReceivedMail[]> {
  let received: ReceivedMail[] = []
  await expect
    .poll(
      async () => {
        received = (await (await request.get(`${control}/messages?to=${encodeURIComponent(to)}`)).json()) as ReceivedMail[]
        return received.filter(matching).length
      },
      { timeout, intervals: [250, 500, 1000] },
    )
    .toBeGreaterThanOrEqual(count)
  return received
}

export const linkIn = (mail: ReceivedMail, pattern: RegExp) => {
  const match = mail.text.match(pattern)
  expect(match, `a link matching ${pattern} in "${mail.subject}"`).not.toBeNull()
  return new URL(match![0]).pathname + new URL(match![0]).search
}
