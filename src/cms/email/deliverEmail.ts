import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { Payload, TaskConfig } from 'payload'

import { maskEmail } from '../../shared/privacy/maskEmail'
import { settings } from '../../shared/settings'
import { mailSender } from './sender'

/** Tries per message: the first and 11 retries 5 s, 10 s, 20 s … apart (about 3 hours in all). */
export const DELIVERY_RETRIES = 11

/** An error as the outbox may keep it: no credentials from an SMTP URL. */
function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.replace(/\/\/[^@\s/]+@/g, '//***@').slice(0, 500)
}

let transport: ReturnType<typeof nodemailer.createTransport> | undefined
let sendThroughSmtp: ((message: Parameters<ReturnType<Awaited<ReturnType<typeof nodemailerAdapter>>>['sendEmail']>[0]) => Promise<unknown>) | undefined

/** Payload's nodemailer adapter over SMTP_URL, made once; skipVerify: a down server must not fail the start. */
async function smtpSender(payload: Payload, url: string) {
  if (!sendThroughSmtp) {
    transport = nodemailer.createTransport(url)
    const sender = mailSender()
    const adapter = await nodemailerAdapter({ transport, skipVerify: true, defaultFromAddress: sender.address, defaultFromName: sender.name })
    sendThroughSmtp = adapter({ payload }).sendEmail
  }
  return sendThroughSmtp
}

export const deliverEmail: TaskConfig<'deliverEmail'> = {
  slug: 'deliverEmail',
  label: 'Deliver an email',
  inputSchema: [{ name: 'outboxId', type: 'text', required: true }],
  retries: { attempts: DELIVERY_RETRIES, backoff: { type: 'exponential', delay: 5000 } },
  handler: async ({ input, req }) => {
    const { payload } = req
    const message = await payload.findByID({ collection: 'outbox', id: input.outboxId, overrideAccess: true, depth: 0 }).catch(() => null)
    if (!message || message.status === 'sent') return { output: {} }
    const smtpUrl = settings().SMTP_URL
    if (!smtpUrl) {
      await payload.update({ collection: 'outbox', id: message.id, overrideAccess: true, data: { status: 'waiting' } })
      payload.logger.info(
        `Email "${message.subject}" to ${maskEmail(message.to)} is waiting in the outbox (no SMTP_URL set): /admin/collections/outbox/${message.id}`,
      )
      return { output: {} }
    }
    const attempts = (message.attempts ?? 0) + 1
    try {
      const send = await smtpSender(payload, smtpUrl)
      const sender = mailSender()
      await send({
        from: { name: sender.name, address: sender.address },
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        headers: (message.headers ?? {}) as Record<string, string>,
      })
      await payload.update({
        collection: 'outbox',
        id: message.id,
        overrideAccess: true,
        data: { status: 'sent', attempts, sentAt: new Date().toISOString(), lastError: null },
      })
      payload.logger.info(`Email "${message.subject}" sent to ${maskEmail(message.to)} (attempt ${attempts})`)
      return { output: {} }
    } catch (error) {
      const lastTry = attempts > DELIVERY_RETRIES
      await payload.update({
        collection: 'outbox',
        id: message.id,
        overrideAccess: true,
        data: { status: lastTry ? 'failed' : 'retrying', attempts, lastError: describe(error) },
      })
      payload.logger.warn(`Email "${message.subject}" to ${maskEmail(message.to)} not sent (attempt ${attempts}): ${describe(error)}`)
      if (lastTry) return { output: {} }
      throw new Error(`delivery failed: ${describe(error)}`)
    }
  },
}
