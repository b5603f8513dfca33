/**
 * Every kind of submission the intake stores moments after a crowd sent it (src/cms/intake), registered
 * where its feature defines it: imported by the site's layout, so a process drains what waits from its
 * first page view on, after a restart too, and not only from its next submission.
 */
import 'server-only'
import '@/features/reviews/server'
import '@/features/subscriptions/server'
