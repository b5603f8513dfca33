import type { CollectionConfig, JobsConfig } from 'payload'

import { adminsOnly } from './access'
import { deliverEmail } from './email/deliverEmail'
import { forwardToCdp } from './jobs/forwardToCdp'
import { sendReviewRequest } from './reviewRequests/sendReviewRequest'
import { siteHealthAdmin } from './admin/siteHealth'

const adminOnlyJob = ({ req }: { req: { user?: { role?: string | null } | null } }) => req.user?.role === 'admin'

/**
 * Payload's persisted job queue: email delivery, forwarding to the consumer-data platform (retried with
 * back-off), review requests (each waits until it is due) and scheduled publishing. The queue runs every 5 s as a request the site's server makes to
 * itself (src/cms/jobs/clock.ts → /api/jobs/run), in one instance at a time of a cluster
 * (./jobsRunner.ts); a new email job is also started at once (email/outboxAdapter.ts). Not Payload's own
 * cron: its timers run every job inside the request that first started Payload, long finished, where
 * Next cannot revalidate what a scheduled publish changed.
 */
export const jobs: JobsConfig = {
  tasks: [deliverEmail, forwardToCdp, sendReviewRequest],
  deleteJobOnComplete: true,
  access: { queue: adminOnlyJob, run: adminOnlyJob, cancel: adminOnlyJob },
  // Failed jobs stay visible to administrators in /admin (Site health → Jobs); nobody else reads them.
  jobsCollectionOverrides: ({ defaultJobsCollection }): CollectionConfig => ({
    ...defaultJobsCollection,
    labels: { singular: 'Job', plural: 'Jobs' },
    admin: { ...defaultJobsCollection.admin, ...siteHealthAdmin },
    access: { ...defaultJobsCollection.access, read: adminsOnly, update: adminsOnly, delete: adminsOnly, create: () => false },
  }),
}
