import 'server-only'

export { findPageByPath, listPages } from './data'
