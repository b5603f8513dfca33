import { isSignedJobRun } from '@/cms/crossInstance'
import { runsTheJobQueue } from '@/cms/jobsRunner'
import { payloadClient } from '@/cms/payload'
import { JOBS_SIGNATURE_HEADER } from '@/shared/serverContract.mjs'

/**
 * One turn of the job queue (emails, forwarding, scheduled publishing), asked for by the site's own server
 * every few seconds (src/cms/jobs/clock.ts), signed with the instances' shared secret: nobody else
 * can start it. In a cluster only the instance holding the queue's lease runs it (cms/jobsRunner.ts).
 */
export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  if (!isSignedJobRun(request.headers.get(JOBS_SIGNATURE_HEADER))) return Response.json({ message: 'Not allowed.' }, { status: 401 })
  if (!(await runsTheJobQueue())) return new Response(null, { status: 204 })
  const payload = await payloadClient()
  await payload.jobs.run({ queue: 'default', limit: 20, overrideAccess: true, silent: true })
  return new Response(null, { status: 204 })
}
