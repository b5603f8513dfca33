import type { CollectionConfig, JobsConfig } from 'payload'

import { adminsOnly } from './access'
import { deliverEmail } from './email/deliverEmail'
import { forwardToCdp } from './jobs/forwardToCdp'
import { runsTheJobQueue } from './jobsRunner'

const adminOnlyJob = ({ req }: { req: { user?: { role?: string | null } | null } }) => req.user?.role === 'admin'

/**
 * Payload's persisted job queue: email delivery and forwarding to the consumer-data platform, retried with
 * back-off. The queue runs every 5 s inside the server process (instrumentation.ts starts the crons), in one
 * instance at a time of a cluster (./jobsRunner.ts); a new email job is also started at once
 * (email/outboxAdapter.ts).
 */
export const jobs: JobsConfig = {
  tasks: [deliverEmail, forwardToCdp],
  autoRun: [{ cron: '*/5 * * * * *', queue: 'default', limit: 20, silent: true }],
  shouldAutoRun: runsTheJobQueue,
  deleteJobOnComplete: true,
  access: { queue: adminOnlyJob, run: adminOnlyJob, cancel: adminOnlyJob },
  // Failed jobs stay visible to administrators in /admin (Messages → Jobs); nobody else reads them.
  jobsCollectionOverrides: ({ defaultJobsCollection }): CollectionConfig => ({
    ...defaultJobsCollection,
    admin: { ...defaultJobsCollection.admin, hidden: ({ user }) => user?.role !== 'admin', group: 'Messages' },
    access: { ...defaultJobsCollection.access, read: adminsOnly, update: adminsOnly, delete: adminsOnly, create: () => false },
  }),
}
