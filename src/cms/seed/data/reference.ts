/**
 * Reference content: country sites, site FAQ, ingredient glossary and contact details.
 * `{brand}` and `{brandSlug}` are replaced at seed time.
 */

export interface SeedCountry {
  name: string
  language: string
  url: string
  region: string
}

export interface SeedFaqEntry {
  question: string
  answer: string
  category: string
}

export interface SeedGlossaryEntry {
  term: string
  definition: string
}

export interface SeedContactDetails {
  phone: string
  phoneHours: string
  email: string
  webContactUrl: string
  postalAddress: string
}

export const countries: SeedCountry[] = [
  {
    name: 'Australia',
    language: 'English',
    url: 'https://{brandSlug}.example/en-au/',
    region: 'Asia Pacific',
  },
  {
    name: 'New Zealand',
    language: 'English',
    url: 'https://{brandSlug}.example/en-nz/',
    region: 'Asia Pacific',
  },
  {
    name: 'Singapore',
    language: 'English',
    url: 'https://{brandSlug}.example/en-sg/',
    region: 'Asia Pacific',
  },
  {
    name: 'Malaysia',
    language: 'English',
    url: 'https://{brandSlug}.example/en-my/',
    region: 'Asia Pacific',
  },
  { name: 'India', language: 'English', url: 'https://{brandSlug}.example/en-in/', region: 'Asia Pacific' },
  { name: 'Japan', language: '日本語', url: 'https://{brandSlug}.example/ja-jp/', region: 'Asia Pacific' },
  { name: 'South Korea', language: '한국어', url: 'https://{brandSlug}.example/ko-kr/', region: 'Asia Pacific' },
  { name: 'Hong Kong', language: '繁體中文', url: 'https://{brandSlug}.example/zh-hk/', region: 'Asia Pacific' },
  {
    name: 'Philippines',
    language: 'English',
    url: 'https://{brandSlug}.example/en-ph/',
    region: 'Asia Pacific',
  },
  { name: 'Thailand', language: 'ไทย', url: 'https://{brandSlug}.example/th-th/', region: 'Asia Pacific' },
  {
    name: 'United Kingdom',
    language: 'English',
    url: 'https://{brandSlug}.example/en-gb/',
    region: 'Europe',
  },
  { name: 'Ireland', language: 'English', url: 'https://{brandSlug}.example/en-ie/', region: 'Europe' },
  { name: 'Germany', language: 'Deutsch', url: 'https://{brandSlug}.example/de-de/', region: 'Europe' },
  { name: 'France', language: 'Français', url: 'https://{brandSlug}.example/fr-fr/', region: 'Europe' },
  { name: 'Italy', language: 'Italiano', url: 'https://{brandSlug}.example/it-it/', region: 'Europe' },
  { name: 'Spain', language: 'Español', url: 'https://{brandSlug}.example/es-es/', region: 'Europe' },
  {
    name: 'Netherlands',
    language: 'Nederlands',
    url: 'https://{brandSlug}.example/nl-nl/',
    region: 'Europe',
  },
  { name: 'Poland', language: 'Polski', url: 'https://{brandSlug}.example/pl-pl/', region: 'Europe' },
  { name: 'Sweden', language: 'Svenska', url: 'https://{brandSlug}.example/sv-se/', region: 'Europe' },
  { name: 'Switzerland', language: 'Deutsch', url: 'https://{brandSlug}.example/de-ch/', region: 'Europe' },
  { name: 'Switzerland', language: 'Français', url: 'https://{brandSlug}.example/fr-ch/', region: 'Europe' },
  {
    name: 'United States',
    language: 'English',
    url: 'https://{brandSlug}.example/en-us/',
    region: 'Americas',
  },
  { name: 'Canada', language: 'English', url: 'https://{brandSlug}.example/en-ca/', region: 'Americas' },
  { name: 'Canada', language: 'Français', url: 'https://{brandSlug}.example/fr-ca/', region: 'Americas' },
  { name: 'Mexico', language: 'Español', url: 'https://{brandSlug}.example/es-mx/', region: 'Americas' },
  { name: 'Brazil', language: 'Português', url: 'https://{brandSlug}.example/pt-br/', region: 'Americas' },
  { name: 'Argentina', language: 'Español', url: 'https://{brandSlug}.example/es-ar/', region: 'Americas' },
  {
    name: 'South Africa',
    language: 'English',
    url: 'https://{brandSlug}.example/en-za/',
    region: 'Middle East & Africa',
  },
  {
    name: 'United Arab Emirates',
    language: 'English',
    url: 'https://{brandSlug}.example/en-ae/',
    region: 'Middle East & Africa',
  },
  {
    name: 'United Arab Emirates',
    language: 'العربية',
    url: 'https://{brandSlug}.example/ar-ae/',
    region: 'Middle East & Africa',
  },
  {
    name: 'Saudi Arabia',
    language: 'العربية',
    url: 'https://{brandSlug}.example/ar-sa/',
    region: 'Middle East & Africa',
  },
  {
    name: 'Nigeria',
    language: 'English',
    url: 'https://{brandSlug}.example/en-ng/',
    region: 'Middle East & Africa',
  },
]

export const faqEntries: SeedFaqEntry[] = [
  {
    category: 'Buying',
    question: 'Can I buy products directly from this website?',
    answer: 'We do not sell directly online. Each product page has a "Buy now" button that lists Australian retailers stocking that item, so you can compare and buy from the store you prefer.',
  },
  {
    category: 'Buying',
    question: 'Where can I find {brand} products in store?',
    answer: 'Most of our range is available at major supermarkets, pharmacies and department stores across Australia. Our newest products and limited editions may appear online first, so check the retailer links on each product page.',
  },
  {
    category: 'Buying',
    question: 'A retailer link shows the product as out of stock. What can I do?',
    answer: 'Stock levels are managed by each retailer. Try another retailer listed on the product page, or check again in a few days. If a product is hard to find everywhere, contact us and we will let you know where it is available.',
  },
  {
    category: 'Products',
    question: 'Which blades fit my razor?',
    answer: "Visit our Spare Blades page and select your razor to see every compatible refill. As a rule, Fusion5, ProGlide and ProShield cartridges fit each other's handles, Mach3 cartridges fit all Mach3 handles, and SkinGuard, Labs and Intimate cartridges fit their own handles only.",
  },
  {
    category: 'Products',
    question: 'How long should a razor blade last?',
    answer: 'It depends on your hair, skin and how you care for the razor, but most people get around five to ten comfortable shaves from a cartridge. Change it as soon as it starts to pull or your skin feels irritated.',
  },
  {
    category: 'Products',
    question: 'Are your products tested on animals?',
    answer: 'We do not test our products on animals, and we work with suppliers who share that commitment.',
  },
  {
    category: 'Products',
    question: 'What is the warranty on the Heated Razor and trimmers?',
    answer: 'Electrical products, including the Heated Razor and Style Master Trimmer, come with a two-year limited warranty from the date of purchase. Register your product online and keep your receipt. Your rights under Australian Consumer Law also apply.',
  },
  {
    category: 'Products',
    question: 'How do I register my product?',
    answer: 'Go to the Product Registration page, enter the product code from the packaging and your proof of purchase. Registration makes warranty claims quicker.',
  },
  {
    category: 'Shaving',
    question: 'I have sensitive skin. Which products should I try?',
    answer: 'Start with the SkinGuard Sensitive Razor and a fragrance-free gel, shave with the grain, and finish with an alcohol-free balm. Our Shaving Advisor can suggest a routine based on your answers.',
  },
  {
    category: 'Shaving',
    question: 'How can I stop getting razor bumps?',
    answer: 'Use a sharp blade, soften the hair with warm water, shave in the direction of growth with as few passes as possible and exfoliate gently between shaves. Our Skin Care articles cover this in detail.',
  },
  {
    category: 'Shaving',
    question: 'Can women use these razors?',
    answer: 'Absolutely. Our razors work on any skin. Many people use a five-blade razor with a moisturising gel for legs and underarms.',
  },
  {
    category: 'Shaving',
    question: 'How do I recycle used razors and blades?',
    answer: 'Cardboard packaging can go in your kerbside recycling. Used razors and cartridges can be returned through our free razor recycling program at participating drop-off points. Safety razor blades should be collected in a blade bank or sealed tin, never placed loose in a bin.',
  },
  {
    category: 'Website',
    question: 'How do I write a product review?',
    answer: 'Open the product page and select "Write a review". Reviews are moderated and usually appear within a few days.',
  },
  {
    category: 'Website',
    question: 'How do I unsubscribe from emails?',
    answer: 'Every email we send has an unsubscribe link at the bottom. You can also use the Unsubscribe page on this site.',
  },
  {
    category: 'Website',
    question: 'How do I get in touch with your customer care team?',
    answer: 'Call us free on the number on our Contact Us page during business hours, or send a message using the web contact form any time. We aim to reply within two business days.',
  },
  {
    category: 'Website',
    question: 'Is there a website for my country?',
    answer: 'Yes. Use the country selector at the bottom of any page to find the site for your country and language.',
  },
]

export const glossaryEntries: SeedGlossaryEntry[] = [
  {
    term: 'Allantoin',
    definition: 'A skin-soothing compound found naturally in the comfrey plant and usually made synthetically for cosmetics. It helps calm the skin and soften its surface, which makes it common in after-shave balms.',
  },
  {
    term: 'Aloe vera',
    definition: 'The gel from the leaves of the aloe plant. It is used in shaving products for its cooling, soothing feel and light hydration.',
  },
  {
    term: 'Argan oil',
    definition: 'A light oil pressed from the kernels of the Moroccan argan tree. Rich in fatty acids and vitamin E, it softens beard hair and conditions the skin without feeling heavy.',
  },
  {
    term: 'Avocado oil',
    definition: 'A rich plant oil high in oleic acid. It helps shaving gels glide and conditions dry skin and hair.',
  },
  {
    term: 'Beeswax',
    definition: 'A natural wax made by honey bees. In beard balms it provides a light, flexible hold and helps lock in moisture.',
  },
  {
    term: 'Caffeine',
    definition: 'Used in eye gels and creams for its refreshing effect. It can help skin around the eyes look less puffy for a short time.',
  },
  {
    term: 'Cocoa butter',
    definition: 'A solid fat from cacao beans that melts at skin temperature. It softens dry skin and adds richness to shave foams and balms.',
  },
  {
    term: 'Eucalyptus oil',
    definition: 'An essential oil distilled from eucalyptus leaves with a fresh, clean scent. Used in small amounts for fragrance and a cooling feel; it can irritate very sensitive skin.',
  },
  {
    term: 'Glycerin',
    definition: 'A humectant that draws water into the outer layer of the skin. One of the most widely used and well-tolerated moisturising ingredients in shaving and skin-care products.',
  },
  {
    term: 'Hyaluronic acid',
    definition: 'A molecule found naturally in the skin that can hold many times its weight in water. In moisturisers it helps the skin stay hydrated and plump.',
  },
  {
    term: 'Jojoba oil',
    definition: "Technically a liquid wax from the seeds of the jojoba shrub. It closely resembles the skin's own sebum, so it absorbs well and rarely feels greasy.",
  },
  {
    term: 'Menthol',
    definition: "A compound from mint oils that triggers the skin's cold receptors, creating a cooling sensation. It adds a fresh feel to gels and razor strips but may sting reactive skin.",
  },
  {
    term: 'Niacinamide',
    definition: "A form of vitamin B3. It supports the skin's barrier, helps regulate oil and can improve the look of redness and uneven tone.",
  },
  {
    term: 'Panthenol',
    definition: 'Also called pro-vitamin B5. It attracts moisture and helps soothe the skin, and it is often found in after-shave and sensitive-skin products.',
  },
  {
    term: 'Salicylic acid',
    definition: 'A beta hydroxy acid (BHA) that dissolves in oil, so it can exfoliate inside pores. Used in cleansers to help keep pores clear and reduce ingrown hairs.',
  },
  {
    term: 'Shea butter',
    definition: 'A rich fat from the nuts of the African shea tree. It softens and protects dry skin and gives beard balms their creamy texture.',
  },
  {
    term: 'Squalane',
    definition: 'A stable, lightweight oil that mirrors squalene, a lipid found naturally in skin. It softens and moisturises without clogging pores.',
  },
  {
    term: 'Sweet almond oil',
    definition: 'A gentle oil pressed from almonds, used to condition hair and skin. People with nut allergies should check labels for it.',
  },
  {
    term: 'Tea tree oil',
    definition: 'An essential oil from the leaves of the Australian Melaleuca alternifolia tree. Valued for its fresh scent and clarifying properties, it should be used in low concentrations as it can irritate skin.',
  },
  {
    term: 'Titanium dioxide',
    definition: 'A mineral UV filter that sits on the skin and reflects and scatters UV rays. Often used in sunscreens for sensitive skin.',
  },
  {
    term: 'Vitamin E',
    definition: 'Also listed as tocopherol. An antioxidant that helps protect oils in a formula from going rancid and conditions the skin.',
  },
  {
    term: 'Witch hazel',
    definition: 'A plant extract with a tightening, refreshing feel. Alcohol-free versions are gentler on freshly shaved skin.',
  },
  {
    term: 'Zinc oxide',
    definition: 'A mineral UV filter that provides broad-spectrum protection against UVA and UVB rays. It is generally well tolerated by sensitive skin.',
  },
]

export const contactDetails: SeedContactDetails = {
  phone: '1800 160 432',
  phoneHours: 'Monday to Friday, 9 am to 5 pm AEST (excluding public holidays)',
  email: 'care@{brandSlug}.example',
  webContactUrl: '/en-au/contact-us#web-contact',
  postalAddress: '{brand} Consumer Care, PO Box 4820, Sydney NSW 2001',
}
