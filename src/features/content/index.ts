export { ContentPage } from './ContentPage'
export { findPageByPath } from './queries'
