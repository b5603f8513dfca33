import config from '@payload-config'
import { getPayload } from 'payload'

import { followContentChanges } from '../shared/contentChanges'
import { revalidateOnThisInstance } from './crossInstance'
import { resumeIntake } from './intake'

/**
 * The Payload local API for server code (pages, route handlers). One instance per process; the first
 * call also starts the job queue's cron (email delivery, forwarding sign-ups: cms/jobs.ts), so queued
 * work resumes after a restart as soon as the server handles its first request, and (with REDIS_URL) starts
 * hearing the other instances' content changes, revalidating their cache tags here too.
 *
 * Not from instrumentation.ts: that file is bundled apart, and a Payload instance made there would carry
 * its own copy of Payload's error classes, which the API's error handler then fails to recognise.
 */
export const payloadClient = async () => {
  followContentChanges({ onTags: (tags) => void revalidateOnThisInstance(tags) })
  const payload = await getPayload({ config, cron: true })
  resumeIntake(payload)
  return payload
}
