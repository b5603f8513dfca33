/**
 * Page types named in SPEC.md §2, with the analytics page-type label each reports.
 * One list serves the Pages collection's select and the front end's routing.
 */
export const pageTypes = [
  { value: 'homePage', label: 'Home page', analytics: 'Home' },
  { value: 'brandHomePage', label: 'Brand home page', analytics: 'Home' },
  { value: 'contentPage', label: 'Content page', analytics: 'Brand Experience' },
  { value: 'aboutPage', label: 'About page', analytics: 'Brand Experience' },
  { value: 'contactUs', label: 'Contact us', analytics: 'Brand Experience' },
  { value: 'faqPage', label: 'FAQ page', analytics: 'Brand Experience' },
  { value: 'ingredientGlossaryPage', label: 'Ingredient glossary page', analytics: 'Brand Experience' },
  { value: 'heatedRazorPage', label: 'Heated razor page', analytics: 'Product' },
  { value: 'spareBladesPage', label: 'Spare blades page', analytics: 'Product Listing' },
  { value: 'familyPage', label: 'Family page', analytics: 'Collection Details' },
  { value: 'productListPage', label: 'Product list page', analytics: 'Product Listing' },
  { value: 'articleListPage', label: 'Article list page', analytics: 'Article Section' },
  { value: 'shavingAdvisor', label: 'Shaving advisor', analytics: 'Brand Experience' },
  { value: 'searchPage', label: 'Search page', analytics: 'Product Search' },
  { value: 'favouritesPage', label: 'Favourites page', analytics: 'Collection Listing' },
  { value: 'writeReviewPage', label: 'Write review page', analytics: 'write a review' },
  { value: 'sitemap', label: 'Sitemap', analytics: 'Sitemap' },
  { value: 'countrySelector', label: 'Country selector', analytics: 'Brand Experience' },
  { value: 'productRegistrationForm', label: 'Product registration form', analytics: 'Registration' },
  { value: 'comparePage', label: 'Compare products', analytics: 'Product Listing' },
  { value: 'gamingLandingPage', label: 'Gaming landing page', analytics: 'Brand Experience' },
  { value: 'gamingRegistrationPage', label: 'Gaming registration page', analytics: 'Registration' },
  { value: 'gamingFaqPage', label: 'Gaming FAQ page', analytics: 'Brand Experience' },
  { value: 'gamingTutorialPage', label: 'Gaming tutorial page', analytics: 'Brand Experience' },
  { value: 'doubleOptinPage', label: 'Double opt-in page', analytics: 'Registration' },
  { value: 'unsubscribePage', label: 'Unsubscribe page', analytics: 'Registration' },
] as const

export type PageType = (typeof pageTypes)[number]['value']
