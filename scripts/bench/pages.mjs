/**
 * One page per page type, the list every page benchmark measures (bench:build, bench:lighthouse) and the
 * HTML checker reads (tests/browser/htmlValidity.spec.ts): a new page type is added here once. Query-driven
 * views carry a query that makes them render per request.
 */
export const PAGE_TYPES = [
  '/en-au/', // home
  '/en-au/kingcashford', // brand home
  '/en-au/products', // product listing
  '/en-au/razors?filter=skin-type:sensitive&sort=price-asc', // filtered listing (query-driven route)
  '/en-au/products/fusion5', // product detail
  '/en-au/family/fusion5', // family page
  '/en-au/compare-products?products=fusion5%2Cmach3%2Cproglide', // compare (%2C: the list is split on commas)
  '/en-au/shaving-advisor?skin=sensitive&beard=clean&shave=daily&razor=any', // advisor with answers
  '/en-au/search-results?q=razor', // search results
  '/en-au/contact-us', // contact page
  '/en-au/about-us', // about page
  '/en-au/faq',
  '/en-au/ingredient-glossary',
  '/en-au/sitemap',
  '/en-au/heated-razor',
  '/en-au/spare-blades',
  '/en-au/country-selector',
  '/en-au/articles', // article list
  '/en-au/articles/grooming-guides', // article section
  '/en-au/articles/grooming-guides/body-grooming-guide', // article page
  '/en-au/fav-page', // Saved items
  '/en-au/gaming',
  '/en-au/gaming/register', // gaming registration form
  '/en-au/product-registration', // product registration form
  '/en-au/write-review/fusion5', // write review form
  '/en-au/sampling/fusion5-free-trial', // a sampling campaign's application form (the seeded, open one)
  '/en-au/questions/fusion5', // a product's questions and answers, with the ask form
  '/en-au/double-optin/thanks', // opt-in result
  '/en-au/no-such-page', // 404: the shell alone
]

/** The pages to measure: a comma list from the environment variable named, else every page type. */
export const pagesToMeasure = (variable) =>
  (process.env[variable] ?? PAGE_TYPES.join(','))
    .split(',')
    .map((page) => page.trim())
    .filter(Boolean)
