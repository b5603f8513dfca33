/**
 * Page types named in SPEC.md §2, with the analytics page-type label each reports and its robots rule
 * (SPEC.md §2 "Robots meta": 'none' = no robots meta, for product listing pages).
 * One list serves the Pages collection's select and the front end.
 */
export const pageTypes = [
  { value: 'homePage', label: 'Home page', analytics: 'Home', robots: 'index' },
  { value: 'brandHomePage', label: 'Brand home page', analytics: 'Home', robots: 'index' },
  { value: 'contentPage', label: 'Content page', analytics: 'Brand Experience', robots: 'index' },
  { value: 'aboutPage', label: 'About page', analytics: 'Brand Experience', robots: 'index' },
  { value: 'contactUs', label: 'Contact us', analytics: 'Brand Experience', robots: 'index' },
  { value: 'faqPage', label: 'FAQ page', analytics: 'Brand Experience', robots: 'index' },
  { value: 'ingredientGlossaryPage', label: 'Ingredient glossary page', analytics: 'Brand Experience', robots: 'index' },
  { value: 'heatedRazorPage', label: 'Heated razor page', analytics: 'Product', robots: 'index' },
  { value: 'spareBladesPage', label: 'Spare blades page', analytics: 'Product Listing', robots: 'index' },
  { value: 'familyPage', label: 'Family page', analytics: 'Collection Details', robots: 'index' },
  { value: 'productListPage', label: 'Product list page', analytics: 'Product Listing', robots: 'none' },
  { value: 'articleListPage', label: 'Article list page', analytics: 'Article Section', robots: 'index' },
  { value: 'shavingAdvisor', label: 'Shaving advisor', analytics: 'Brand Experience', robots: 'index' },
  { value: 'searchPage', label: 'Search page', analytics: 'Product Search', robots: 'index' },
  { value: 'favouritesPage', label: 'Favourites page', analytics: 'Collection Listing', robots: 'noindex' },
  { value: 'writeReviewPage', label: 'Write review page', analytics: 'write a review', robots: 'noindex' },
  { value: 'sitemap', label: 'Sitemap', analytics: 'Sitemap', robots: 'index' },
  { value: 'countrySelector', label: 'Country selector', analytics: 'Brand Experience', robots: 'index' },
  { value: 'productRegistrationForm', label: 'Product registration form', analytics: 'Registration', robots: 'noindex' },
  { value: 'comparePage', label: 'Compare products', analytics: 'Product Listing', robots: 'index' },
  { value: 'gamingLandingPage', label: 'Gaming landing page', analytics: 'Brand Experience', robots: 'noindex' },
  { value: 'gamingRegistrationPage', label: 'Gaming registration page', analytics: 'Registration', robots: 'noindex' },
  { value: 'gamingFaqPage', label: 'Gaming FAQ page', analytics: 'Brand Experience', robots: 'noindex' },
  { value: 'gamingTutorialPage', label: 'Gaming tutorial page', analytics: 'Brand Experience', robots: 'noindex' },
  { value: 'doubleOptinPage', label: 'Double opt-in page', analytics: 'Registration', robots: 'noindex' },
  { value: 'unsubscribePage', label: 'Unsubscribe page', analytics: 'Registration', robots: 'noindex' },
] as const

export type PageType = (typeof pageTypes)[number]['value']

export type PageTypeInfo = (typeof pageTypes)[number]

export const pageTypeInfo = (value: PageType): PageTypeInfo => pageTypes.find((type) => type.value === value)!
