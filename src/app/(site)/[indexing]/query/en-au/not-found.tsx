// The same 404 page as the cached content route's.
export { default, metadata } from '../../en-au/not-found'
