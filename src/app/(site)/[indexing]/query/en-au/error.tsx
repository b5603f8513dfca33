'use client'

// The same error page as the cached content route's.
export { default } from '../../en-au/error'
