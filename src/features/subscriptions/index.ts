// Subscriptions and promotions: newsletter, waitlist, gaming and product registration forms, double
// opt-in and unsubscribe pages. Browser-safe: the texts. Server code (the sign-up sections, the blocks,
// the page views, each form's submit): ./server; the forms' rules: schemas.ts; texts: texts.ts.
export { TEXTS } from './texts'
