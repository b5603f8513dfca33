import { convert } from 'html-to-text'
import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'

import { mailSender } from './sender'

export type QueuedEmail = { outboxId: number | string }

/** The one address of a message's `to` (the site always writes to one person at a time). */
function recipientOf(message: SendEmailOptions): string {
  const to = Array.isArray(message.to) ? message.to[0] : message.to
  if (!to) return ''
  return typeof to === 'string' ? to : to.address
}

/**
 * The plain-text part of a message: its own, or read from its HTML (Payload's password-reset email has
 * HTML only), so every message reads in a text-only mail client and the outbox's text is never empty.
 */
export function plainTextOf(message: Pick<SendEmailOptions, 'text' | 'html'>): string {
  if (typeof message.text === 'string' && message.text.trim()) return message.text
  if (typeof message.html !== 'string') return ''
  return convert(message.html, { wordwrap: false, selectors: [{ selector: 'a', options: { hideLinkHrefIfSameAsText: true } }] }).trim()
}

/** Starts delivery now rather than at the next cron tick; the cron picks it up if this fails. */
function deliverSoon(payload: Payload, jobId: number | string) {
  setTimeout(() => {
    payload.jobs.runByID({ id: jobId, overrideAccess: true }).catch((error: unknown) => {
      payload.logger.warn(`email job ${jobId} will be retried by the queue: ${error instanceof Error ? error.message : String(error)}`)
    })
  }, 0)
}

/**
 * Payload's email adapter for the whole site (payload.sendEmail): a message is written to the outbox and
 * a persisted `deliverEmail` job is queued, so a form never waits for, or fails on, the mail server.
 * The job sends it through Payload's nodemailer adapter when SMTP_URL is set, retrying with back-off.
 */
export const outboxEmailAdapter: EmailAdapter<QueuedEmail> = ({ payload }) => {
  const sender = mailSender()
  return {
    name: 'outbox',
    defaultFromAddress: sender.address,
    defaultFromName: sender.name,
    sendEmail: async (message) => {
      const to = recipientOf(message)
      const outbox = await payload.create({
        collection: 'outbox',
        overrideAccess: true,
        data: {
          to,
          subject: String(message.subject ?? ''),
          text: plainTextOf(message),
          html: typeof message.html === 'string' ? message.html : undefined,
          headers: (message.headers ?? {}) as Record<string, string>,
          status: 'queued',
          attempts: 0,
        },
      })
      const job = await payload.jobs.queue({ task: 'deliverEmail', input: { outboxId: String(outbox.id) } })
      deliverSoon(payload, job.id)
      return { outboxId: outbox.id }
    },
  }
}
