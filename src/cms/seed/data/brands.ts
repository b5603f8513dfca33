import type { BrandKey } from '../types'

/** Brand variants of the page shell. `{brand}` / `{brandSlug}` are filled from settings. */
export interface SeedBrand {
  key: BrandKey
  name: string
  homePath: string
  logo: string
  logoAlt: string
  logoUrl?: string
  logoOpensInNewTab?: boolean
  headerStyle: 'transparent' | 'white'
  theme: {
    colorPrimary: string
    colorOnPrimary: string
    colorAccent: string
    colorBackground: string
    colorSurface: string
    colorText: string
    colorMuted: string
  }
  menuLinks: { label: string; url: string }[]
  menuSlots: { heading: string; links: { label: string; url: string }[] }[]
}

const helpSlot = {
  heading: 'Help',
  links: [
    { label: 'Contact us', url: '/en-au/contact-us' },
    { label: 'FAQ', url: '/en-au/faq' },
    { label: 'Ingredient glossary', url: '/en-au/ingredient-glossary' },
    { label: 'Product registration', url: '/en-au/product-registration' },
  ],
}

export const brands: SeedBrand[] = [
  {
    key: 'default',
    name: '{brand}',
    homePath: '/en-au/',
    logo: '/media/brands/default.webp',
    logoAlt: '{brand} home',
    headerStyle: 'transparent',
    theme: {
      colorPrimary: '#0b2a5b',
      colorOnPrimary: '#ffffff',
      colorAccent: '#1d5fd1',
      colorBackground: '#ffffff',
      colorSurface: '#f2f5fa',
      colorText: '#0f1a2a',
      colorMuted: '#4a5568',
    },
    menuLinks: [
      { label: 'All products', url: '/en-au/products' },
      { label: 'Razors', url: '/en-au/razors' },
      { label: 'Blades', url: '/en-au/blades' },
      { label: 'Shaving advisor', url: '/en-au/shaving-advisor' },
      { label: 'Articles', url: '/en-au/articles' },
    ],
    menuSlots: [
      {
        heading: 'Shop by range',
        links: [
          { label: 'Fusion5', url: '/en-au/family/fusion5' },
          { label: 'ProGlide', url: '/en-au/family/proglide' },
          { label: 'ProShield', url: '/en-au/family/proshield' },
          { label: 'Mach3', url: '/en-au/family/mach3' },
          { label: 'SkinGuard', url: '/en-au/family/skinguard' },
          { label: 'Heated razor', url: '/en-au/heated-razor' },
          { label: 'Spare blades', url: '/en-au/spare-blades' },
        ],
      },
      {
        heading: 'Our brands',
        links: [
          { label: 'King C. {brand}', url: '/en-au/kingc{brandSlug}' },
          { label: '{brand}Labs', url: '/en-au/{brandSlug}labs' },
          { label: '{brand} Intimate', url: '/en-au/{brandSlug}-intimate' },
          { label: '{brand} Gaming', url: '/en-au/gaming' },
        ],
      },
      helpSlot,
    ],
  },
  {
    key: 'kcg',
    name: 'King C. {brand}',
    homePath: '/en-au/kingc{brandSlug}',
    logo: '/media/brands/kcg.webp',
    logoAlt: 'King C. {brand} home',
    headerStyle: 'white',
    theme: {
      colorPrimary: '#1c1c1c',
      colorOnPrimary: '#f6ecd9',
      colorAccent: '#7a5a26',
      colorBackground: '#faf8f4',
      colorSurface: '#efe9df',
      colorText: '#1c1c1c',
      colorMuted: '#4f4a42',
    },
    menuLinks: [
      { label: 'Beard care', url: '/en-au/beard-care' },
      { label: 'Shave', url: '/en-au/kingc{brandSlug}#shave' },
      { label: 'Beard guides', url: '/en-au/articles/beard-care' },
    ],
    menuSlots: [helpSlot],
  },
  {
    key: 'labs',
    name: '{brand}Labs',
    homePath: '/en-au/{brandSlug}labs',
    logo: '/media/brands/labs.webp',
    logoAlt: '{brand}Labs home',
    headerStyle: 'white',
    theme: {
      colorPrimary: '#00565b',
      colorOnPrimary: '#ffffff',
      colorAccent: '#007a80',
      colorBackground: '#ffffff',
      colorSurface: '#eaf5f5',
      colorText: '#0d2526',
      colorMuted: '#475d5e',
    },
    menuLinks: [
      { label: 'Labs range', url: '/en-au/{brandSlug}labs#range' },
      { label: 'Skin care tips', url: '/en-au/articles/skin-care' },
    ],
    menuSlots: [helpSlot],
  },
  {
    key: 'intimate',
    name: '{brand} Intimate',
    homePath: '/en-au/{brandSlug}-intimate',
    logo: '/media/brands/intimate.webp',
    logoAlt: '{brand} Intimate home',
    headerStyle: 'white',
    theme: {
      colorPrimary: '#5b2a4e',
      colorOnPrimary: '#ffffff',
      colorAccent: '#8a3f76',
      colorBackground: '#fffafc',
      colorSurface: '#f6edf3',
      colorText: '#2a1626',
      colorMuted: '#5e4a58',
    },
    menuLinks: [
      { label: 'Intimate range', url: '/en-au/{brandSlug}-intimate#range' },
      { label: 'Body grooming guides', url: '/en-au/articles/grooming-guides' },
    ],
    menuSlots: [helpSlot],
  },
  {
    key: 'gaming',
    name: '{brand} Gaming',
    homePath: '/en-au/gaming',
    logo: '/media/brands/gaming.webp',
    logoAlt: '{brand} home (opens in a new tab)',
    logoUrl: '/en-au/',
    logoOpensInNewTab: true,
    headerStyle: 'white',
    theme: {
      colorPrimary: '#0a0f0a',
      colorOnPrimary: '#39ff14',
      colorAccent: '#39ff14',
      colorBackground: '#0b0f0b',
      colorSurface: '#161d16',
      colorText: '#e9ffe9',
      colorMuted: '#a9c3a9',
    },
    menuLinks: [
      { label: 'Register', url: '/en-au/gaming/register' },
      { label: 'Tutorial', url: '/en-au/gaming/tutorial' },
      { label: 'FAQ', url: '/en-au/gaming/faq' },
    ],
    menuSlots: [],
  },
]
