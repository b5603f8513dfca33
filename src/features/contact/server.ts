// The contact feature's server entry for route handlers.
export { submitContactMessage } from './server/sendMessage'
