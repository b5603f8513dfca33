// The shell's server-only surface: the footer's content for browsers (GET /api/footer/<brand>).
export { footerGet } from './footerRoute'
