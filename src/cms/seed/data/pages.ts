import type { PageType } from '../../pageTypes'
import type { BrandKey } from '../types'

export interface SeedPage {
  path: string
  slug: string
  title: string
  pageType: PageType
  brand: BrandKey
  intro?: string
  headerStyle?: 'brand' | 'transparent' | 'white'
  breadcrumbPosition?: 'top' | 'footer' | 'none'
  /** product list pages: the category slug listed */
  category?: string
  metaTitle?: string
  metaDescription?: string
  /** ready-made blocks (see ../index.ts for the shapes it expands) */
  blocks?: SeedBlock[]
}

export type SeedBlock =
  | { blockType: 'hero'; heading: string; text?: string; image?: string; imageAlt?: string; cta?: { label: string; url: string } }
  | { blockType: 'productGrid'; heading: string; products?: string[]; category?: string; brand?: BrandKey; limit?: number; anchor?: string }
  | { blockType: 'articleGrid'; heading: string; section?: string; limit?: number }
  | { blockType: 'linkCards'; heading?: string; cards: { label: string; url: string; text?: string; image?: string }[] }
  | { blockType: 'richText'; paragraphs: string[] }
  | { blockType: 'newsletter'; heading?: string; text?: string }
  | { blockType: 'waitlist'; heading?: string; text?: string; product?: string }

/** Every content page the site's URLs promise (the paths under /en-au/). Listing pages for categories are added from the catalogue. */
export const pages: SeedPage[] = [
  {
    path: '',
    slug: 'home',
    title: 'Home',
    metaTitle: 'Razors, blades and grooming advice',
    pageType: 'homePage',
    brand: 'default',
    metaDescription: 'Razors, blades, shave gels and grooming advice from {brand}, made for Australian skin.',
    blocks: [
      {
        blockType: 'hero',
        heading: 'A closer shave, kinder to your skin',
        text: 'Five blades, a lubricating strip and a pivoting head that follows your jawline. Meet the {brand} range.',
        image: '/media/heroes/default.svg',
        imageAlt: '',
        cta: { label: 'Shop razors', url: '/en-au/razors' },
      },
      { blockType: 'productGrid', heading: 'Most popular', brand: 'default', limit: 8 },
      {
        blockType: 'linkCards',
        heading: 'Find your shave',
        cards: [
          { label: 'Shaving advisor', url: '/en-au/shaving-advisor', text: 'Answer four questions and get a routine that suits your skin.', image: '/media/cards/shaving-advisor.svg' },
          { label: 'Spare blades', url: '/en-au/spare-blades', text: 'Find the refills that fit your razor.', image: '/media/cards/spare-blades.svg' },
          { label: 'Heated razor', url: '/en-au/heated-razor', text: 'The warmth of a hot towel in every stroke.', image: '/media/cards/heated-razor.svg' },
        ],
      },
      { blockType: 'articleGrid', heading: 'Shaving tips', section: 'shaving-tips', limit: 3 },
      { blockType: 'newsletter', heading: 'Sign up to our newsletter', text: 'Shaving tips, new products and offers, once a month.' },
    ],
  },
  {
    path: 'kingc{brandSlug}',
    slug: 'kingc{brandSlug}',
    title: 'King C. {brand}',
    pageType: 'brandHomePage',
    brand: 'kcg',
    metaDescription: 'Beard oils, balms, washes and precision tools from King C. {brand}.',
    blocks: [
      { blockType: 'hero', heading: 'Every beard, well kept', text: 'Oils, balms and tools for every stage of your beard.', image: '/media/heroes/kcg.svg', imageAlt: '' },
      { blockType: 'productGrid', heading: 'The King C. {brand} range', brand: 'kcg', limit: 12, anchor: 'range' },
      // The brand menu's "Shave" leads here (#shave).
      {
        blockType: 'productGrid',
        heading: 'Shave',
        products: ['kcg-safety-razor', 'kcg-double-edge-blades', 'kcg-transparent-shave-gel'],
        limit: 3,
        anchor: 'shave',
      },
      { blockType: 'articleGrid', heading: 'Beard guides', section: 'beard-care', limit: 3 },
    ],
  },
  {
    path: '{brandSlug}labs',
    slug: '{brandSlug}labs',
    title: '{brand}Labs',
    pageType: 'brandHomePage',
    brand: 'labs',
    metaDescription: 'Skin-first shaving from {brand}Labs: exfoliating razors, face washes and moisturisers.',
    blocks: [
      { blockType: 'hero', heading: 'Skin care that shaves', text: 'A routine built around your skin, not just your stubble.', image: '/media/heroes/labs.svg', imageAlt: '' },
      { blockType: 'productGrid', heading: 'The {brand}Labs range', brand: 'labs', limit: 12, anchor: 'range' },
      { blockType: 'articleGrid', heading: 'Skin care', section: 'skin-care', limit: 3 },
    ],
  },
  {
    path: '{brandSlug}-intimate',
    slug: '{brandSlug}-intimate',
    title: '{brand} Intimate',
    pageType: 'brandHomePage',
    brand: 'intimate',
    metaDescription: 'Razors, washes and shave creams designed for body and intimate grooming.',
    blocks: [
      { blockType: 'hero', heading: 'Grooming below the neck', text: 'Products designed and tested for sensitive body skin.', image: '/media/heroes/intimate.svg', imageAlt: '' },
      { blockType: 'productGrid', heading: 'The {brand} Intimate range', brand: 'intimate', limit: 12, anchor: 'range' },
      { blockType: 'articleGrid', heading: 'Body grooming guides', section: 'grooming-guides', limit: 3 },
    ],
  },
  { path: 'products', slug: 'products', title: 'All products', pageType: 'productListPage', brand: 'default', intro: 'Every razor, blade and grooming product in the range.' },
  { path: 'compare-products', slug: 'compare-products', title: 'Compare Products', pageType: 'comparePage', brand: 'default', headerStyle: 'white' },
  { path: 'write-review', slug: 'write-review', title: 'Write Review', pageType: 'writeReviewPage', brand: 'default', headerStyle: 'white' },
  {
    path: 'shaving-advisor',
    slug: 'shaving-advisor',
    title: 'Shaving advisor',
    pageType: 'shavingAdvisor',
    brand: 'default',
    intro: 'Tell us about your skin and your beard and we will suggest a routine.',
  },
  { path: 'articles', slug: 'articles', title: 'Articles', pageType: 'articleListPage', brand: 'default', intro: 'Advice on shaving, skin and beard care.' },
  { path: 'search-results', slug: 'search', title: 'Search', pageType: 'searchPage', brand: 'default', headerStyle: 'white' },
  {
    path: 'fav-page',
    slug: 'fav-page',
    title: 'Saved items',
    pageType: 'favouritesPage',
    brand: 'default',
    headerStyle: 'white',
    intro: 'The products and articles you save are kept here, in this browser on this device: nothing is sent to us and no account is needed. Save one with the heart on any product or article, and find it here on your next visit.',
  },
  {
    path: 'contact-us',
    slug: 'contact-us',
    title: 'Contact us',
    pageType: 'contactUs',
    brand: 'default',
    headerStyle: 'white',
    intro: 'Questions about a product, a shave or an order? Our Australian care team is here to help.',
  },
  {
    path: 'about-us',
    slug: 'about-us',
    title: 'About us',
    pageType: 'aboutPage',
    brand: 'default',
    blocks: [
      { blockType: 'hero', heading: 'Made for a better shave', text: 'We have been designing razors for over a century, and we are still testing every blade.', image: '/media/families/mach3.svg', imageAlt: '' },
      {
        blockType: 'richText',
        paragraphs: [
          'At {brand}, every razor starts with the skin it meets. Our designers and dermatology advisers test each blade edge, coating and lubricating strip on real shavers before it reaches a shelf.',
          '## What we stand for',
          'We make blades that last, handles that are built to be kept, and packaging that is increasingly recyclable. Our Australian team answers every message personally.',
        ],
      },
    ],
  },
  { path: 'faq', slug: 'faq', title: 'Frequently asked questions', pageType: 'faqPage', brand: 'default', headerStyle: 'white' },
  { path: 'sitemap', slug: 'sitemap', title: 'Sitemap', pageType: 'sitemap', brand: 'default', headerStyle: 'white' },
  {
    path: 'heated-razor',
    slug: 'heated-razor',
    title: 'Heated razor',
    pageType: 'heatedRazorPage',
    brand: 'default',
    headerStyle: 'transparent',
    breadcrumbPosition: 'footer',
    blocks: [
      { blockType: 'hero', heading: 'The warmth of a hot towel shave', text: 'A warming bar reaches a comfortable temperature in about a second and holds it through your shave.', image: '/media/products/heated-razor.svg', imageAlt: '' },
      { blockType: 'productGrid', heading: 'Heated razor', category: 'heated-razor', limit: 4 },
    ],
  },
  {
    path: 'spare-blades',
    slug: 'spare-blades',
    title: 'Spare blades',
    pageType: 'spareBladesPage',
    brand: 'default',
    breadcrumbPosition: 'footer',
    intro: 'Find the blade refills that fit your razor.',
  },
  { path: 'ingredient-glossary', slug: 'ingredient-glossary', title: 'Ingredient glossary', pageType: 'ingredientGlossaryPage', brand: 'default', headerStyle: 'white' },
  { path: 'product-registration', slug: 'product-registration', title: 'Product registration', pageType: 'productRegistrationForm', brand: 'default', headerStyle: 'white' },
  { path: 'country-selector', slug: 'country-selector', title: 'Choose your country', pageType: 'countrySelector', brand: 'default', headerStyle: 'white' },
  {
    path: 'gaming',
    slug: 'gaming',
    title: '{brand} Gaming',
    pageType: 'gamingLandingPage',
    brand: 'gaming',
    blocks: [
      { blockType: 'hero', heading: 'Level up your game-day shave', text: 'Register for the {brand} Gaming promotion for a chance to win limited-edition gear.', image: '/media/heroes/gaming.svg', imageAlt: '', cta: { label: 'Register now', url: '/en-au/gaming/register' } },
      { blockType: 'productGrid', heading: 'Limited editions', brand: 'gaming', limit: 6 },
      {
        blockType: 'waitlist',
        heading: 'Next drop: be the first to know',
        text: 'The next limited-edition razor is not on sale yet. Leave your email and we will tell you the day it is.',
        product: 'gaming-limited-edition-razor',
      },
    ],
  },
  {
    path: 'gaming/register',
    slug: 'register',
    title: 'Register',
    pageType: 'gamingRegistrationPage',
    brand: 'gaming',
    intro: 'Register with your email address and date of birth. You must be 18 or over. We will email you a link to confirm your registration.',
  },
  {
    path: 'gaming/faq',
    slug: 'gaming-faq',
    title: 'Gaming FAQ',
    pageType: 'gamingFaqPage',
    brand: 'gaming',
    blocks: [
      {
        blockType: 'richText',
        paragraphs: [
          'Who can take part? Residents of Australia aged 18 or over.',
          'How do I register? Enter your email address and date of birth on the Register page, then follow the link in the email we send you. Your registration counts once you have confirmed it.',
          'How long does processing take? Up to 48 hours after you confirm.',
          'How do I stop the emails? Every email has an unsubscribe link at the bottom; one click is enough.',
        ],
      },
    ],
  },
  {
    path: 'gaming/tutorial',
    slug: 'gaming-tutorial',
    title: 'Tutorial',
    pageType: 'gamingTutorialPage',
    brand: 'gaming',
    blocks: [
      {
        blockType: 'richText',
        paragraphs: [
          'Step 1: register on the Register page with your email address and date of birth.',
          'Step 2: open the email we send you and follow the confirmation link within 7 days.',
          'Step 3: watch your inbox: we will tell you about limited editions and game-day offers first.',
        ],
      },
    ],
  },
  { path: 'double-optin', slug: 'double-optin', title: 'Double Option', pageType: 'doubleOptinPage', brand: 'default', headerStyle: 'white' },
  { path: 'double-optin/thanks', slug: 'Thanks', title: 'Thanks', pageType: 'doubleOptinPage', brand: 'default', headerStyle: 'white' },
  { path: 'unsubscribe', slug: 'unsubscribe', title: 'Unsubscribe', pageType: 'unsubscribePage', brand: 'default', headerStyle: 'white' },
]
