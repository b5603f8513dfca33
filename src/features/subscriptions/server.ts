// The subscriptions' server entry for route handlers: each form's submit, and unsubscribing.
export { FORM_HANDLERS, type SubscriptionForm } from './server/forms'
export { unsubscribe } from './server/confirm'
