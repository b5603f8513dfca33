import config from '@payload-config'
import { getPayload } from 'payload'

import { followContentChanges } from '../shared/contentChanges'
import { revalidateOnThisInstance } from './crossInstance'
import { resumeIntake } from './intake'

/**
 * The Payload local API for server code (pages, route handlers). One instance per process; the first
 * call also resumes the submissions' intake and (with REDIS_URL) starts hearing the other instances'
 * content changes, revalidating their cache tags here too. The job queue runs as the server's own
 * request to /api/jobs/run (cms/jobs.ts).
 *
 * Not from instrumentation.ts: that file is bundled apart, and a Payload instance made there would carry
 * its own copy of Payload's error classes, which the API's error handler then fails to recognise.
 */
export const payloadClient = async () => {
  followContentChanges({ onTags: (tags) => void revalidateOnThisInstance(tags) })
  const payload = await getPayload({ config })
  resumeIntake(payload)
  return payload
}
