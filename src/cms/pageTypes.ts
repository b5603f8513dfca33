/**
 * The page types an editor can give a page: the value stored and the label of the Pages collection's
 * select. What each type does on the site (its view, robots rule, analytics label, breadcrumb title,
 * query keys) is registered by the feature that owns it (src/app/pageTypes.ts collects them).
 * A new value here needs a migration (the column is an enum in PostgreSQL).
 */
export const pageTypes = [
  { value: 'homePage', label: 'Home page' },
  { value: 'brandHomePage', label: 'Brand home page' },
  { value: 'contentPage', label: 'Content page' },
  { value: 'aboutPage', label: 'About page' },
  { value: 'contactUs', label: 'Contact us' },
  { value: 'faqPage', label: 'FAQ page' },
  { value: 'ingredientGlossaryPage', label: 'Ingredient glossary page' },
  { value: 'heatedRazorPage', label: 'Heated razor page' },
  { value: 'spareBladesPage', label: 'Spare blades page' },
  { value: 'familyPage', label: 'Family page' },
  { value: 'productListPage', label: 'Product list page' },
  { value: 'articleListPage', label: 'Article list page' },
  { value: 'shavingAdvisor', label: 'Shaving advisor' },
  { value: 'searchPage', label: 'Search page' },
  { value: 'favouritesPage', label: 'Favourites page' },
  { value: 'writeReviewPage', label: 'Write review page' },
  { value: 'sitemap', label: 'Sitemap' },
  { value: 'countrySelector', label: 'Country selector' },
  { value: 'productRegistrationForm', label: 'Product registration form' },
  { value: 'comparePage', label: 'Compare products' },
  { value: 'gamingLandingPage', label: 'Gaming landing page' },
  { value: 'gamingRegistrationPage', label: 'Gaming registration page' },
  { value: 'gamingFaqPage', label: 'Gaming FAQ page' },
  { value: 'gamingTutorialPage', label: 'Gaming tutorial page' },
  { value: 'doubleOptinPage', label: 'Double opt-in page' },
  { value: 'unsubscribePage', label: 'Unsubscribe page' },
] as const

export type PageType = (typeof pageTypes)[number]['value']
