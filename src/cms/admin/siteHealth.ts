/**
 * The back office's developer tools (the job queue, the outbox, helpful-vote records, blocked-content
 * reports): one menu group, shown to administrators only. Their access rules stay on each collection;
 * this only keeps the menu of editors and moderators to what they work on.
 */
export const SITE_HEALTH_GROUP = 'Site health'

/** `admin.hidden` of a developer collection: in the menu (and its list) for administrators only. */
export const hiddenUnlessAdmin = ({ user }: { user: unknown }) => (user as { role?: string | null } | null | undefined)?.role !== 'admin'

/** The `admin` settings every developer collection shares. */
export const siteHealthAdmin = { group: SITE_HEALTH_GROUP, hidden: hiddenUnlessAdmin } as const
