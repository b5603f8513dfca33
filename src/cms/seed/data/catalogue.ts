/**
 * Demo catalogue: retailers, categories, product families and products. Original copy written for this site, en-AU spelling.
 * `{brand}` is replaced with the brand name setting at seed time.
 */
import type { SeedCategory, SeedFamily, SeedProduct, SeedRetailer } from '../types'

export const retailers: SeedRetailer[] = [
  { slug: 'coles', name: 'Coles', website: 'https://www.coles.com.au', logo: '/media/retailers/coles.svg' },
  {
    slug: 'woolworths',
    name: 'Woolworths',
    website: 'https://www.woolworths.com.au',
    logo: '/media/retailers/woolworths.svg',
  },
  {
    slug: 'chemist-warehouse',
    name: 'Chemist Warehouse',
    website: 'https://www.chemistwarehouse.com.au',
    logo: '/media/retailers/chemist-warehouse.svg',
  },
  {
    slug: 'priceline',
    name: 'Priceline Pharmacy',
    website: 'https://www.priceline.com.au',
    logo: '/media/retailers/priceline.svg',
  },
  {
    slug: 'amazon-au',
    name: 'Amazon Australia',
    website: 'https://www.amazon.com.au',
    logo: '/media/retailers/amazon-au.svg',
  },
  { slug: 'big-w', name: 'BIG W', website: 'https://www.bigw.com.au', logo: '/media/retailers/big-w.svg' },
]

export const categories: SeedCategory[] = [
  {
    slug: 'razors',
    title: 'Razors',
    description: 'Reusable razors with handles built to last and cartridges you replace as they wear. Find the blade count, glide and handle that suit your face and your routine.',
    listingSlug: 'razors',
  },
  {
    slug: 'blades',
    title: 'Blades & Refills',
    description: 'Replacement cartridges and blades for every {brand} handle. Fresh blades give a closer, more comfortable shave, so keep a spare pack in the cupboard.',
    listingSlug: 'blades',
  },
  {
    slug: 'shaving-gel-foam',
    title: 'Shaving Gel & Foam',
    description: 'Gels, foams and creams that soften stubble, cushion the skin and help the blade glide. Choose from sensitive, cooling and moisturising formulas.',
    listingSlug: 'shaving-gel-and-foam',
  },
  {
    slug: 'disposables',
    title: 'Disposable Razors',
    description: 'Ready-to-use razors for travel, the gym bag or the occasional shave. No cartridges to change: use, rinse and recycle the pack.',
    listingSlug: 'disposable-razors',
  },
  {
    slug: 'beard-care',
    title: 'Beard Care',
    description: 'Oils, balms, washes and tools for keeping a beard of any length soft, tidy and well shaped.',
    listingSlug: 'beard-care',
  },
  {
    slug: 'skin-care',
    title: 'Skin Care',
    description: 'Face washes, scrubs, balms and moisturisers that prepare skin before a shave and look after it afterwards.',
    listingSlug: 'skin-care',
  },
  {
    slug: 'body-intimate',
    title: 'Body & Intimate Grooming',
    description: 'Razors, washes and shave creams designed for the body and pubic area, where skin is thinner and hair grows differently.',
    listingSlug: 'body-and-intimate',
  },
  {
    slug: 'trimmers',
    title: 'Trimmers & Tools',
    description: 'Trimmers, safety razors and precision tools for edging, styling and keeping stubble at exactly the length you want.',
    listingSlug: 'trimmers',
  },
  {
    slug: 'heated-razor',
    title: 'Heated Razor',
    description: 'A rechargeable razor with a warming bar that brings the comfort of a hot towel shave to every stroke.',
  },
  {
    slug: 'gaming-gear',
    title: 'Gaming Gear',
    description: 'Limited edition razors, blades and skin-care kits designed for long sessions and late nights.',
  },
  {
    slug: 'gift-sets',
    title: 'Gift Sets',
    description: "Ready-wrapped sets that pair a razor with the products to go with it. Easy gifting for birthdays, Father's Day and Christmas.",
    listingSlug: 'gift-sets',
  },
]

export const families: SeedFamily[] = [
  {
    slug: 'fusion5',
    title: 'Fusion5',
    description: 'Five blades spaced closely together spread the pressure of each stroke, so you get a close shave without pressing hard. A precision trimmer on the back of the cartridge handles sideburns and the area under the nose.',
    image: '/media/families/fusion5.svg',
  },
  {
    slug: 'proglide',
    title: 'ProGlide',
    description: 'Our thinnest, finest-coated blades on a head that pivots to follow the contours of the face. Designed for men who shave daily and want the least tug possible.',
    image: '/media/families/proglide.svg',
  },
  {
    slug: 'proshield',
    title: 'ProShield',
    description: 'Lubricating strips before and after the blades shield the skin from irritation while the five-blade cartridge takes care of closeness.',
    image: '/media/families/proshield.svg',
  },
  {
    slug: 'mach3',
    title: 'Mach3',
    description: 'The dependable three-blade system. Stronger-than-steel blades stay sharp for up to 15 shaves, and the refills fit every Mach3 handle ever made.',
    image: '/media/families/mach3.svg',
  },
  {
    slug: 'skinguard',
    title: 'SkinGuard',
    description: 'Made for sensitive skin and men prone to razor bumps. A guard bar between the two blades lifts the skin away so the blades pass over it with less contact.',
    image: '/media/families/skinguard.svg',
  },
]

export const products: SeedProduct[] = [
  {
    slug: 'fusion5',
    title: '{brand} Fusion5 Razor',
    productShortName: 'Fusion5 Razor',
    brand: 'default',
    family: 'fusion5',
    categories: ['razors'],
    attributes: { 'Product type': ['Razor'], 'Skin type': ['All'], 'Number of blades': ['5'], Range: ['Fusion5'] },
    shortDescription: 'A five-blade razor with a precision trimmer for a close, comfortable shave that lasts all day.',
    description: [
      'The {brand} Fusion5 Razor spreads the work of every stroke across five closely spaced blades. Because each blade carries less of the load, you can shave close without pressing hard, which means less tugging and less irritation.',
      'A lubricating strip above the blades releases a slippery layer as you shave, and the single precision blade on the back of the cartridge is ideal for sideburns, the edges of a beard and the tricky spot under the nose.',
      'The handle is weighted for control and has a rubberised grip that stays steady with wet hands. Every Fusion5 cartridge fits every Fusion5 handle, so your refills will always click straight in.',
    ],
    benefits: [
      {
        title: 'Five blades, less pressure',
        text: 'More blades share the load, so you get a close shave with a lighter touch.',
      },
      {
        title: 'Precision trimmer',
        text: 'A single rear blade for sideburns, moustache lines and under the nose.',
      },
      { title: 'Lubricating strip', text: 'Helps the cartridge glide over the skin for a smoother finish.' },
      { title: 'Fits every Fusion5 refill', text: 'All Fusion5 cartridges click onto this handle.' },
    ],
    howToUse: [
      'Wet your face with warm water for at least a minute to soften the stubble.',
      'Apply a thin, even layer of shave gel or foam.',
      'Shave with light strokes in the direction of hair growth, rinsing the cartridge often.',
      'Flip the razor and use the precision trimmer for edges and hard-to-reach spots.',
      'Rinse your face with cool water and pat dry.',
    ],
    faq: [
      {
        question: 'How many shaves will one cartridge give me?',
        answer: 'Most men get around a week of daily shaves. Change the cartridge as soon as you feel it pull rather than glide; the lubricating strip fading is a useful reminder.',
      },
      {
        question: 'Which cartridges fit this handle?',
        answer: 'Fusion5, ProGlide and ProShield cartridges all fit the Fusion5 handle, so you can try a different cartridge without buying a new razor.',
      },
    ],
    keywords: ['fusion5', 'razor', '5 blade razor', 'mens razor'],
    featuredSort: 1,
    variants: [
      {
        gtin: '9312345100019',
        variantName: 'Razor + 1 cartridge',
        price: 14.99,
        heroImage: '/media/products/fusion5.svg',
        iconImage: '/media/icons/fusion5-1.svg',
        isDefault: true,
        retailers: [
          { retailer: 'coles', url: 'https://www.coles.com.au/product/fusion5-razor-1-cartridge-3670007' },
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670007/fusion5-razor-1-cartridge',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670007/fusion5-razor-1-cartridge',
          },
        ],
      },
      {
        gtin: '9312345100026',
        variantName: 'Razor + 2 cartridges',
        price: 17.99,
        heroImage: '/media/products/fusion5-2.svg',
        iconImage: '/media/icons/fusion5-2.svg',
        retailers: [
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670014/fusion5-razor-2-cartridges',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670014/fusion5-razor-2-cartridges',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/fusion5-razor-2-cartridges/3670014',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670014' },
        ],
      },
      {
        gtin: '9312345100033',
        variantName: 'Razor + 4 cartridges',
        price: 27.99,
        heroImage: '/media/products/fusion5-3.svg',
        iconImage: '/media/icons/fusion5-3.svg',
        retailers: [
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670021/fusion5-razor-4-cartridges',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/fusion5-razor-4-cartridges/3670021',
          },
        ],
      },
    ],
    relatedProducts: ['fusion5-blades', 'sensitive-shave-gel', 'after-shave-balm'],
    compatibleBlades: ['fusion5-blades', 'proglide-blades', 'proshield-blades'],
  },
  {
    slug: 'proglide',
    title: '{brand} ProGlide Razor',
    productShortName: 'ProGlide Razor',
    brand: 'default',
    family: 'proglide',
    categories: ['razors'],
    attributes: {
      'Product type': ['Razor'],
      'Skin type': ['All', 'Normal'],
      'Number of blades': ['5'],
      Range: ['ProGlide'],
    },
    shortDescription: 'Our thinnest, finest blades on a pivoting head for an effortless glide, even on a daily shave.',
    description: [
      'The {brand} ProGlide Razor pairs five of our thinnest blades with a low-resistance coating so they slip through stubble rather than dragging it. It is designed for men who shave every day and notice every pull.',
      'A flexible head pivots to follow the curve of your jaw and chin, keeping all five blades in contact with the skin. Soft microfins at the front of the cartridge stretch the skin flat just before the blades arrive.',
    ],
    benefits: [
      { title: 'Thin, coated blades', text: 'Cut through hair with less resistance for a smoother pass.' },
      { title: 'Flexible head', text: 'Pivots to follow your contours, including around the jaw and chin.' },
      {
        title: 'Skin-stretching microfins',
        text: 'Flatten the skin ahead of the blades so hair stands up to be cut.',
      },
    ],
    howToUse: [
      'Soften stubble with warm water or shave straight after a shower.',
      'Massage in a thin layer of gel and let it sit for 30 seconds.',
      'Let the head pivot freely: hold the handle lightly and use short strokes.',
      'Rinse the cartridge under running water every few strokes.',
    ],
    faq: [
      {
        question: 'Is ProGlide good for daily shaving?',
        answer: 'Yes. The thin blades and smooth coating are made for frequent shaving, when skin has had less time to recover between shaves.',
      },
      {
        question: 'Which refills fit the ProGlide handle?',
        answer: 'All ProGlide cartridges and all Fusion5 cartridges fit the ProGlide handle.',
      },
    ],
    keywords: ['proglide', 'razor', '5 blade razor', 'mens razor'],
    featuredSort: 2,
    variants: [
      {
        gtin: '9312345100040',
        variantName: 'Razor + 1 cartridge',
        price: 18.99,
        heroImage: '/media/products/proglide.svg',
        iconImage: '/media/icons/proglide-1.svg',
        isDefault: true,
        retailers: [
          { retailer: 'coles', url: 'https://www.coles.com.au/product/proglide-razor-1-cartridge-3670028' },
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670028/proglide-razor-1-cartridge',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670028/proglide-razor-1-cartridge',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/proglide-razor-1-cartridge/3670028',
          },
        ],
      },
      {
        gtin: '9312345100057',
        variantName: 'Razor + 2 cartridges',
        price: 22.99,
        heroImage: '/media/products/proglide-2.svg',
        iconImage: '/media/icons/proglide-2.svg',
        retailers: [
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670035/proglide-razor-2-cartridges',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670035/proglide-razor-2-cartridges',
          },
        ],
      },
      {
        gtin: '9312345100064',
        variantName: 'Razor + 5 cartridges',
        price: 39.99,
        heroImage: '/media/products/proglide-3.svg',
        iconImage: '/media/icons/proglide-3.svg',
        retailers: [
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670042/proglide-razor-5-cartridges',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/proglide-razor-5-cartridges/3670042',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670042' },
        ],
      },
    ],
    relatedProducts: ['proglide-blades', 'cooling-shave-gel', 'heated-razor'],
    compatibleBlades: ['proglide-blades', 'fusion5-blades', 'proshield-blades'],
  },
  {
    slug: 'proshield',
    title: '{brand} ProShield Razor',
    productShortName: 'ProShield Razor',
    brand: 'default',
    family: 'proshield',
    categories: ['razors'],
    attributes: {
      'Product type': ['Razor'],
      'Skin type': ['All', 'Dry'],
      'Number of blades': ['5'],
      Range: ['ProShield'],
    },
    shortDescription: 'Lubrication before and after the blades shields skin from irritation on every stroke.',
    description: [
      'Most razors have a single lubricating strip behind the blades. The {brand} ProShield Razor adds a second one in front, so your skin is cushioned before the blades touch it and soothed as they pass.',
      'Underneath the dual lubrication sit five thin, coated blades on a pivoting head. The result is a close shave that is kinder to skin that is dry, easily flushed or quick to show razor rash.',
    ],
    benefits: [
      {
        title: 'Dual lubrication',
        text: 'Strips before and after the blades help protect against irritation.',
      },
      {
        title: 'Five coated blades',
        text: 'Closeness without the need to go over the same spot again and again.',
      },
      { title: 'Pivoting head', text: 'Follows the shape of your face for even contact.' },
    ],
    howToUse: [
      'Wash your face with warm water to soften hair and remove oil.',
      'Apply shave gel and let it sit briefly.',
      'Shave with the grain using gentle strokes; avoid going back over areas more than needed.',
      'Rinse, pat dry and finish with an after-shave balm.',
    ],
    faq: [
      {
        question: 'Does the front lubrication strip wear out?',
        answer: 'Yes, like the rear strip it fades with use. When both strips look pale and the shave feels less smooth, it is time for a new cartridge.',
      },
      {
        question: 'Do ProShield cartridges fit my Fusion5 handle?',
        answer: 'Yes. ProShield cartridges fit Fusion5, ProGlide and ProShield handles.',
      },
    ],
    keywords: ['proshield', 'razor', 'razor burn', '5 blade razor'],
    featuredSort: 4,
    variants: [
      {
        gtin: '9312345100071',
        variantName: 'Razor + 1 cartridge',
        price: 19.99,
        heroImage: '/media/products/proshield.svg',
        iconImage: '/media/icons/proshield-1.svg',
        isDefault: true,
        retailers: [
          { retailer: 'coles', url: 'https://www.coles.com.au/product/proshield-razor-1-cartridge-3670049' },
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670049/proshield-razor-1-cartridge',
          },
        ],
      },
      {
        gtin: '9312345100088',
        variantName: 'Razor + 2 cartridges',
        price: 24.99,
        heroImage: '/media/products/proshield-2.svg',
        iconImage: '/media/icons/proshield-2.svg',
        retailers: [
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670056/proshield-razor-2-cartridges',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670056/proshield-razor-2-cartridges',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/proshield-razor-2-cartridges/3670056',
          },
        ],
      },
    ],
    relatedProducts: ['proshield-blades', 'proshield-chill', 'moisturising-shave-foam'],
    compatibleBlades: ['proshield-blades', 'fusion5-blades', 'proglide-blades'],
  },
  {
    slug: 'proshield-chill',
    title: '{brand} ProShield Chill Razor',
    productShortName: 'ProShield Chill Razor',
    brand: 'default',
    family: 'proshield',
    categories: ['razors'],
    attributes: {
      'Product type': ['Razor'],
      'Skin type': ['All', 'Normal'],
      'Number of blades': ['5'],
      Range: ['ProShield'],
      Scent: ['Menthol'],
    },
    shortDescription: 'ProShield protection with a cooling menthol strip for a fresh feel on hot Australian mornings.',
    description: [
      'The {brand} ProShield Chill Razor has all the protection of ProShield, with a menthol-infused lubricating strip that leaves skin feeling cool and refreshed.',
      'It is a favourite for summer shaves and post-gym clean-ups, when skin is warm and a little flushed. The cooling effect fades within a few minutes and leaves no greasy residue.',
    ],
    benefits: [
      { title: 'Cooling menthol strip', text: 'A fresh, tingly finish that feels great in warm weather.' },
      { title: 'Dual lubrication', text: 'Cushioning strips before and after the blades.' },
      { title: 'Five thin blades', text: 'A close shave in fewer strokes.' },
    ],
    howToUse: [
      'Wet your skin and apply a layer of gel or foam.',
      'Shave with light strokes, letting the head pivot.',
      'Rinse the cartridge regularly to keep the blades clear.',
      'Splash with cool water to enjoy the fresh finish.',
    ],
    faq: [
      {
        question: 'Will the menthol sting sensitive skin?',
        answer: 'Most people find it pleasantly cool, but if menthol tends to irritate your skin, the standard ProShield or the SkinGuard Sensitive Razor is a better choice.',
      },
      {
        question: 'Which refills does it take?',
        answer: 'ProShield Chill cartridges are sold in ProShield blade packs, and the handle also takes Fusion5 and ProGlide cartridges.',
      },
    ],
    keywords: ['proshield', 'razor', 'cooling shave'],
    featuredSort: 16,
    variants: [
      {
        gtin: '9312345100095',
        variantName: 'Razor + 1 cartridge',
        price: 19.99,
        heroImage: '/media/products/proshield-chill.svg',
        iconImage: '/media/icons/proshield-chill-1.svg',
        isDefault: true,
        retailers: [
          {
            retailer: 'coles',
            url: 'https://www.coles.com.au/product/proshield-chill-razor-1-cartridge-3670063',
          },
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670063/proshield-chill-razor-1-cartridge',
          },
        ],
      },
      {
        gtin: '9312345100101',
        variantName: 'Razor + 3 cartridges',
        price: 29.99,
        heroImage: '/media/products/proshield-chill-2.svg',
        iconImage: '/media/icons/proshield-chill-2.svg',
        retailers: [
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670070/proshield-chill-razor-3-cartridges',
          },
          {
            retailer: 'big-w',
            url: 'https://www.bigw.com.au/product/proshield-chill-razor-3-cartridges/p/3670070',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670070/proshield-chill-razor-3-cartridges',
          },
        ],
      },
    ],
    relatedProducts: ['proshield', 'proshield-blades', 'cooling-shave-gel'],
    compatibleBlades: ['proshield-blades', 'fusion5-blades', 'proglide-blades'],
  },
  {
    slug: 'mach3',
    title: '{brand} Mach3 Razor',
    productShortName: 'Mach3 Razor',
    brand: 'default',
    family: 'mach3',
    categories: ['razors'],
    attributes: { 'Product type': ['Razor'], 'Skin type': ['All'], 'Number of blades': ['3'], Range: ['Mach3'] },
    shortDescription: 'Three stronger-than-steel blades that stay sharp for up to 15 shaves. Simple, reliable, great value.',
    description: [
      'The {brand} Mach3 Razor is a three-blade classic. Its blades are coated to stay sharp for longer, giving up to 15 comfortable shaves from a single cartridge.',
      'Springs under each blade let them adjust to the contours of your face, while the comfort strip and soft guard help the cartridge glide. If you want a no-fuss razor that is easy on the wallet, start here.',
    ],
    benefits: [
      {
        title: 'Long-lasting blades',
        text: 'Up to 15 shaves per cartridge with regular rinsing and drying.',
      },
      { title: 'Spring-mounted blades', text: 'Each blade moves independently to follow your face.' },
      { title: 'Universal Mach3 fit', text: 'All Mach3 refills fit all Mach3 handles.' },
    ],
    howToUse: [
      'Soften stubble with warm water.',
      'Apply shave foam or gel.',
      'Shave with the grain using steady strokes; rinse often.',
      'Shake the razor dry and store it upright away from the shower spray.',
    ],
    faq: [
      {
        question: 'Why only three blades?',
        answer: 'Three blades are plenty for many men, especially those with coarse hair or who shave every few days. Fewer blades are also easier to rinse clean.',
      },
      {
        question: 'How do I make blades last 15 shaves?',
        answer: 'Rinse well after each shave, shake off the water and let the cartridge dry in the open air. Water left on the edges dulls them faster.',
      },
    ],
    keywords: ['mach3', 'razor', '3 blade razor', 'mens razor'],
    featuredSort: 5,
    variants: [
      {
        gtin: '9312345100118',
        variantName: 'Razor + 1 cartridge',
        price: 11.99,
        heroImage: '/media/products/mach3.svg',
        iconImage: '/media/icons/mach3-1.svg',
        isDefault: true,
        retailers: [
          { retailer: 'coles', url: 'https://www.coles.com.au/product/mach3-razor-1-cartridge-3670077' },
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670077/mach3-razor-1-cartridge',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670077/mach3-razor-1-cartridge',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/mach3-razor-1-cartridge/3670077',
          },
        ],
      },
      {
        gtin: '9312345100125',
        variantName: 'Razor + 2 cartridges',
        price: 14.99,
        heroImage: '/media/products/mach3-2.svg',
        iconImage: '/media/icons/mach3-2.svg',
        retailers: [
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670084/mach3-razor-2-cartridges',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670084/mach3-razor-2-cartridges',
          },
        ],
      },
      {
        gtin: '9312345100132',
        variantName: 'Razor + 4 cartridges',
        price: 21.99,
        heroImage: '/media/products/mach3-3.svg',
        iconImage: '/media/icons/mach3-3.svg',
        retailers: [
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670091/mach3-razor-4-cartridges',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/mach3-razor-4-cartridges/3670091',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670091' },
        ],
      },
    ],
    relatedProducts: ['mach3-blades', 'mach3-turbo', 'classic-shave-foam'],
    compatibleBlades: ['mach3-blades'],
  },
  {
    slug: 'mach3-turbo',
    title: '{brand} Mach3 Turbo Razor',
    productShortName: 'Mach3 Turbo Razor',
    brand: 'default',
    family: 'mach3',
    categories: ['razors'],
    attributes: {
      'Product type': ['Razor'],
      'Skin type': ['All', 'Normal'],
      'Number of blades': ['3'],
      Range: ['Mach3'],
    },
    shortDescription: 'The Mach3 three-blade shave with anti-friction blades and an easy-rinse cartridge.',
    description: [
      'The {brand} Mach3 Turbo builds on the original with anti-friction blade coatings and a cartridge that opens up for faster rinsing, so stubble and gel do not clog between the blades.',
      'A contoured handle with textured grip zones gives you control when shaving around the chin and jaw.',
    ],
    benefits: [
      { title: 'Anti-friction blades', text: 'Coatings that reduce drag for a smoother shave.' },
      { title: 'Easy-rinse cartridge', text: 'Open design lets water flush out hair and gel quickly.' },
      { title: 'Textured handle', text: 'Secure grip even with wet, foamy hands.' },
    ],
    howToUse: [
      'Prepare skin with warm water and shave gel.',
      'Shave in the direction of growth with light pressure.',
      'Rinse under a running tap after every few strokes.',
      'Dry the cartridge after use to keep the edges sharp.',
    ],
    faq: [
      {
        question: 'Do Mach3 Turbo refills fit a standard Mach3 handle?',
        answer: 'Yes. All Mach3 cartridges are cross-compatible, so you can mix and match.',
      },
      {
        question: 'Is it suitable for thick stubble?',
        answer: 'Yes. The open cartridge design is especially handy when shaving several days of growth.',
      },
    ],
    keywords: ['mach3', 'razor', '3 blade razor'],
    featuredSort: 17,
    variants: [
      {
        gtin: '9312345100149',
        variantName: 'Razor + 1 cartridge',
        price: 13.99,
        heroImage: '/media/products/mach3-turbo.svg',
        iconImage: '/media/icons/mach3-turbo-1.svg',
        isDefault: true,
        retailers: [
          {
            retailer: 'coles',
            url: 'https://www.coles.com.au/product/mach3-turbo-razor-1-cartridge-3670098',
          },
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670098/mach3-turbo-razor-1-cartridge',
          },
          {
            retailer: 'big-w',
            url: 'https://www.bigw.com.au/product/mach3-turbo-razor-1-cartridge/p/3670098',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670098/mach3-turbo-razor-1-cartridge',
          },
        ],
      },
      {
        gtin: '9312345100156',
        variantName: 'Razor + 3 cartridges',
        price: 19.99,
        heroImage: '/media/products/mach3-turbo-2.svg',
        iconImage: '/media/icons/mach3-turbo-2.svg',
        retailers: [
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670105/mach3-turbo-razor-3-cartridges',
          },
          {
            retailer: 'big-w',
            url: 'https://www.bigw.com.au/product/mach3-turbo-razor-3-cartridges/p/3670105',
          },
        ],
      },
    ],
    relatedProducts: ['mach3', 'mach3-blades', 'classic-shave-foam'],
    compatibleBlades: ['mach3-blades'],
  },
  {
    slug: 'skinguard-sensitive',
    title: '{brand} SkinGuard Sensitive Razor',
    productShortName: 'SkinGuard Sensitive Razor',
    brand: 'default',
    family: 'skinguard',
    categories: ['razors'],
    attributes: {
      'Product type': ['Razor'],
      'Skin type': ['Sensitive'],
      'Number of blades': ['2'],
      Range: ['SkinGuard'],
    },
    shortDescription: 'A razor designed for sensitive skin, with a guard between two blades to minimise contact.',
    description: [
      'More blades are not always better. The {brand} SkinGuard Sensitive Razor uses just two blades with a raised guard between them that lifts the skin away, so the blades pass over it with less contact and less chance of irritation.',
      'It is a good choice for men who get razor bumps, redness or ingrown hairs, and the lubricating strip contains a soothing blend with aloe.',
    ],
    benefits: [
      { title: 'SkinGuard bar', text: 'Lifts skin between the blades to reduce contact and irritation.' },
      {
        title: 'Fewer passes needed',
        text: 'A design that discourages going over the same patch repeatedly.',
      },
      { title: 'Soothing strip', text: 'Lubrication with aloe to help calm the skin.' },
    ],
    howToUse: [
      'Wash with a gentle cleanser and warm water.',
      'Use a fragrance-free gel made for sensitive skin.',
      'Shave with the grain only, with as few passes as possible.',
      'Rinse with cool water and apply an unscented moisturiser.',
    ],
    faq: [
      {
        question: 'Is SkinGuard right for razor bumps?',
        answer: 'It is designed with razor bumps in mind. Combined with shaving with the grain and using a fresh cartridge, many men find it reduces bumps noticeably.',
      },
      {
        question: 'Why does it only have two blades?',
        answer: 'The guard bar takes up the space between them. The goal is comfort first, with a close-enough shave for everyday use.',
      },
    ],
    keywords: ['skinguard', 'sensitive skin', 'razor bumps', 'razor'],
    featuredSort: 6,
    variants: [
      {
        gtin: '9312345100163',
        variantName: 'Razor + 1 cartridge',
        price: 13.99,
        heroImage: '/media/products/skinguard-sensitive.svg',
        iconImage: '/media/icons/skinguard-sensitive-1.svg',
        isDefault: true,
        retailers: [
          {
            retailer: 'coles',
            url: 'https://www.coles.com.au/product/skinguard-sensitive-razor-1-cartridge-3670112',
          },
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670112/skinguard-sensitive-razor-1-cartridge',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670112/skinguard-sensitive-razor-1-cartridge',
          },
        ],
      },
      {
        gtin: '9312345100170',
        variantName: 'Razor + 2 cartridges',
        price: 16.99,
        heroImage: '/media/products/skinguard-sensitive-2.svg',
        iconImage: '/media/icons/skinguard-sensitive-2.svg',
        retailers: [
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670119/skinguard-sensitive-razor-2-cartridges',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670119/skinguard-sensitive-razor-2-cartridges',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/skinguard-sensitive-razor-2-cartridges/3670119',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670119' },
        ],
      },
      {
        gtin: '9312345100187',
        variantName: 'Razor + 4 cartridges',
        price: 24.99,
        heroImage: '/media/products/skinguard-sensitive-3.svg',
        iconImage: '/media/icons/skinguard-sensitive-3.svg',
        retailers: [
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670126/skinguard-sensitive-razor-4-cartridges',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/skinguard-sensitive-razor-4-cartridges/3670126',
          },
        ],
      },
    ],
    relatedProducts: ['skinguard-blades', 'skinguard-sensitive-shave-gel', 'sensitive-shave-gel'],
    compatibleBlades: ['skinguard-blades'],
  },
  {
    slug: 'heated-razor',
    title: '{brand} Heated Razor',
    productShortName: 'Heated Razor',
    brand: 'default',
    family: 'proglide',
    categories: ['heated-razor', 'razors'],
    attributes: {
      'Product type': ['Heated razor'],
      'Skin type': ['All', 'Sensitive'],
      'Number of blades': ['5'],
      Range: ['ProGlide'],
    },
    shortDescription: 'A rechargeable razor with a warming bar that delivers the comfort of a hot towel shave.',
    description: [
      "The {brand} Heated Razor has a warming bar just in front of the blades that heats up within about a second of pressing the button. Warmth relaxes the skin and makes every stroke feel soothing, like a barber's hot towel.",
      'Choose from two temperature settings. The rechargeable handle is fully waterproof, so you can use it in the shower, and it lasts for around six shaves on a full charge. The magnetic charging dock keeps it upright and dry between uses.',
      'Underneath the warmth is a five-blade ProGlide-style cartridge with a pivoting head, so closeness is never traded for comfort.',
    ],
    benefits: [
      { title: 'Instant warmth', text: 'The warming bar heats up in about a second, with two settings.' },
      { title: 'Waterproof handle', text: 'Safe to use in the shower and easy to rinse.' },
      { title: 'Magnetic charging dock', text: 'Keeps the razor upright, dry and ready to go.' },
      { title: 'Five-blade cartridge', text: 'A close shave with a pivoting head.' },
    ],
    howToUse: [
      'Charge the handle fully before first use (the light turns solid when it is ready).',
      'Wet your face and apply a thin layer of gel.',
      'Press the power button once for the standard setting or twice for the warmer setting.',
      'Shave with light strokes and rinse the cartridge often.',
      'Switch off, rinse and return the razor to its dock.',
    ],
    faq: [
      {
        question: 'How hot does the warming bar get?',
        answer: 'It warms to a comfortable temperature, similar to a hot towel, and never hot enough to burn. It switches off automatically after a few minutes.',
      },
      {
        question: 'Can I use it without turning the heat on?',
        answer: 'Yes. With the heat off it shaves like a standard five-blade razor.',
      },
      {
        question: 'Is there a warranty?',
        answer: 'The handle and dock come with a two-year limited warranty when you register your product on our website.',
      },
    ],
    keywords: ['heated razor', 'razor', 'gift ideas'],
    featuredSort: 3,
    variants: [
      {
        gtin: '9312345100194',
        variantName: 'Starter kit',
        price: 249,
        heroImage: '/media/products/heated-razor.svg',
        iconImage: '/media/icons/heated-razor-1.svg',
        isDefault: true,
        retailers: [
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670133/heated-razor-starter-kit',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/heated-razor-starter-kit/3670133',
          },
        ],
      },
      {
        gtin: '9312345100200',
        variantName: 'Starter kit + 4 cartridges',
        price: 289,
        heroImage: '/media/products/heated-razor-2.svg',
        iconImage: '/media/icons/heated-razor-2.svg',
        retailers: [
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/heated-razor-starter-kit-4-cartridges/3670140',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670140' },
          {
            retailer: 'big-w',
            url: 'https://www.bigw.com.au/product/heated-razor-starter-kit-4-cartridges/p/3670140',
          },
        ],
      },
      {
        gtin: '9312345100217',
        variantName: 'Gift edition',
        price: 269,
        heroImage: '/media/products/heated-razor-3.svg',
        iconImage: '/media/icons/heated-razor-3.svg',
        retailers: [],
      },
    ],
    relatedProducts: ['proglide-blades', 'proglide', 'after-shave-balm'],
    compatibleBlades: ['proglide-blades'],
  },
  {
    slug: 'fusion5-blades',
    title: '{brand} Fusion5 Razor Blades',
    productShortName: 'Fusion5 Blades',
    brand: 'default',
    family: 'fusion5',
    categories: ['blades'],
    attributes: { 'Product type': ['Blades'], 'Skin type': ['All'], 'Number of blades': ['5'], Range: ['Fusion5'] },
    shortDescription: 'Five-blade refill cartridges with a precision trimmer. Fit every Fusion5, ProGlide and ProShield handle.',
    description: [
      'Keep your shave close and comfortable with fresh {brand} Fusion5 cartridges. Each one has five blades, a lubricating strip and a rear precision trimmer.',
      'The cartridges fit all Fusion5, ProGlide and ProShield handles, so one pack covers any razor in those ranges.',
    ],
    benefits: [
      { title: 'Fits three ranges', text: 'Compatible with Fusion5, ProGlide and ProShield handles.' },
      { title: 'Precision trimmer', text: 'Rear blade for detailing.' },
      { title: 'Lubricating strip', text: 'Smooth glide from the first stroke.' },
    ],
    howToUse: [
      'Press the release button on your handle to remove the old cartridge.',
      'Line up the new cartridge in the pack tray and push the handle on until it clicks.',
      'Lift the handle away; the cartridge stays attached.',
    ],
    faq: [
      {
        question: 'How often should I change the cartridge?',
        answer: 'When the shave starts to pull or the strip has faded, usually after 5–10 shaves.',
      },
      {
        question: 'Can I recycle used cartridges?',
        answer: 'The cardboard outer is kerbside recyclable. Used cartridges can go through our free razor recycling program; see the FAQ page for drop-off points.',
      },
    ],
    keywords: ['fusion5', 'razor blades', 'blade refills'],
    featuredSort: 11,
    variants: [
      {
        gtin: '9312345100224',
        variantName: '4 pack',
        price: 21.99,
        heroImage: '/media/products/fusion5-blades.svg',
        iconImage: '/media/icons/fusion5-blades-1.svg',
        isDefault: true,
        retailers: [
          { retailer: 'coles', url: 'https://www.coles.com.au/product/fusion5-blades-4-pack-3670154' },
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670154/fusion5-blades-4-pack',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670154/fusion5-blades-4-pack',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/fusion5-blades-4-pack/3670154',
          },
        ],
      },
      {
        gtin: '9312345100231',
        variantName: '8 pack',
        price: 39.99,
        heroImage: '/media/products/fusion5-blades-2.svg',
        iconImage: '/media/icons/fusion5-blades-2.svg',
        retailers: [
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670161/fusion5-blades-8-pack',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670161/fusion5-blades-8-pack',
          },
        ],
      },
      {
        gtin: '9312345100248',
        variantName: '12 pack',
        price: 54.99,
        heroImage: '/media/products/fusion5-blades-3.svg',
        iconImage: '/media/icons/fusion5-blades-3.svg',
        retailers: [
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670168/fusion5-blades-12-pack',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/fusion5-blades-12-pack/3670168',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670168' },
        ],
      },
    ],
    relatedProducts: ['fusion5', 'proglide', 'sensitive-shave-gel'],
  },
  {
    slug: 'proglide-blades',
    title: '{brand} ProGlide Razor Blades',
    productShortName: 'ProGlide Blades',
    brand: 'default',
    family: 'proglide',
    categories: ['blades'],
    attributes: {
      'Product type': ['Blades'],
      'Skin type': ['All', 'Normal'],
      'Number of blades': ['5'],
      Range: ['ProGlide'],
    },
    shortDescription: 'Thin, coated five-blade refills with a flexible head. Fit ProGlide, Fusion5, ProShield and Heated Razor handles.',
    description: [
      'Fresh {brand} ProGlide cartridges bring back the effortless glide that makes ProGlide a daily favourite. Thin, low-resistance blades sit on a pivoting head with skin-stretching microfins.',
      'They fit ProGlide, Fusion5, ProShield and {brand} Heated Razor handles.',
    ],
    benefits: [
      { title: 'Low-resistance blades', text: 'Thin edges with a smooth coating.' },
      { title: 'Works with the Heated Razor', text: 'The same cartridges fit the heated handle.' },
      { title: 'Microfins', text: 'Stretch the skin flat ahead of the blades.' },
    ],
    howToUse: [
      'Remove the old cartridge with the release button.',
      'Click a new cartridge on straight from the tray.',
      'Rinse after each shave and let it dry in the open air.',
    ],
    faq: [
      {
        question: 'Do these fit the Heated Razor?',
        answer: 'Yes. The {brand} Heated Razor uses ProGlide cartridges.',
      },
      {
        question: 'Why are ProGlide blades dearer than Mach3?',
        answer: 'They have five thinner blades, finer coatings, microfins and a pivoting head with a trimmer on the back.',
      },
    ],
    keywords: ['proglide', 'razor blades', 'blade refills'],
    featuredSort: 12,
    variants: [
      {
        gtin: '9312345100255',
        variantName: '4 pack',
        price: 27.99,
        heroImage: '/media/products/proglide-blades.svg',
        iconImage: '/media/icons/proglide-blades-1.svg',
        isDefault: true,
        retailers: [
          { retailer: 'coles', url: 'https://www.coles.com.au/product/proglide-blades-4-pack-3670175' },
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670175/proglide-blades-4-pack',
          },
        ],
      },
      {
        gtin: '9312345100262',
        variantName: '8 pack',
        price: 49.99,
        heroImage: '/media/products/proglide-blades-2.svg',
        iconImage: '/media/icons/proglide-blades-2.svg',
        retailers: [
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670182/proglide-blades-8-pack',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670182/proglide-blades-8-pack',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/proglide-blades-8-pack/3670182',
          },
        ],
      },
      {
        gtin: '9312345100279',
        variantName: '12 pack',
        price: 69.99,
        heroImage: '/media/products/proglide-blades-3.svg',
        iconImage: '/media/icons/proglide-blades-3.svg',
        retailers: [
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670189/proglide-blades-12-pack',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/proglide-blades-12-pack/3670189',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670189' },
          { retailer: 'big-w', url: 'https://www.bigw.com.au/product/proglide-blades-12-pack/p/3670189' },
        ],
      },
    ],
    relatedProducts: ['proglide', 'heated-razor', 'cooling-shave-gel'],
  },
  {
    slug: 'proshield-blades',
    title: '{brand} ProShield Razor Blades',
    productShortName: 'ProShield Blades',
    brand: 'default',
    family: 'proshield',
    categories: ['blades'],
    attributes: {
      'Product type': ['Blades'],
      'Skin type': ['All', 'Dry'],
      'Number of blades': ['5'],
      Range: ['ProShield'],
    },
    shortDescription: 'Refill cartridges with lubrication before and after the blades to help shield against irritation.',
    description: [
      '{brand} ProShield cartridges have two lubricating strips, one ahead of the blades and one behind, to cushion and soothe the skin on every stroke.',
      'They fit ProShield, Fusion5 and ProGlide handles.',
    ],
    benefits: [
      { title: 'Two lubricating strips', text: 'Protection before and after the blades.' },
      { title: 'Five thin blades', text: 'Close results in fewer passes.' },
      { title: 'Cross-compatible', text: 'Fits ProShield, Fusion5 and ProGlide handles.' },
    ],
    howToUse: [
      'Press the release button to drop the used cartridge into the bin or recycling bag.',
      'Push the handle onto a new cartridge until it clicks.',
      'Rinse well and dry after every shave.',
    ],
    faq: [
      {
        question: 'Are ProShield and ProShield Chill cartridges the same?',
        answer: 'They share the same blades and fit; the Chill version has a menthol-infused strip for a cooling feel.',
      },
      {
        question: 'Can I use them with a shave foam?',
        answer: 'Yes. Any gel, foam or cream works, but a gel helps you see where you have shaved.',
      },
    ],
    keywords: ['proshield', 'razor blades', 'blade refills'],
    featuredSort: 18,
    variants: [
      {
        gtin: '9312345100286',
        variantName: '4 pack',
        price: 28.99,
        heroImage: '/media/products/proshield-blades.svg',
        iconImage: '/media/icons/proshield-blades-1.svg',
        isDefault: true,
        retailers: [
          { retailer: 'coles', url: 'https://www.coles.com.au/product/proshield-blades-4-pack-3670196' },
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670196/proshield-blades-4-pack',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670196/proshield-blades-4-pack',
          },
        ],
      },
      {
        gtin: '9312345100293',
        variantName: '8 pack',
        price: 51.99,
        heroImage: '/media/products/proshield-blades-2.svg',
        iconImage: '/media/icons/proshield-blades-2.svg',
        retailers: [
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670203/proshield-blades-8-pack',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670203/proshield-blades-8-pack',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/proshield-blades-8-pack/3670203',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670203' },
        ],
      },
    ],
    relatedProducts: ['proshield', 'proshield-chill', 'moisturising-shave-foam'],
  },
  {
    slug: 'mach3-blades',
    title: '{brand} Mach3 Razor Blades',
    productShortName: 'Mach3 Blades',
    brand: 'default',
    family: 'mach3',
    categories: ['blades'],
    attributes: { 'Product type': ['Blades'], 'Skin type': ['All'], 'Number of blades': ['3'], Range: ['Mach3'] },
    shortDescription: 'Three-blade refill cartridges that stay sharp for up to 15 shaves. Fit every Mach3 handle.',
    description: [
      '{brand} Mach3 cartridges give you three spring-mounted blades with a long-lasting coating and a comfort strip that fades to tell you when a change is due.',
      'Every Mach3 cartridge fits every Mach3 handle, including the Mach3 Turbo.',
    ],
    benefits: [
      { title: 'Up to 15 shaves', text: 'Durable coated blades for great value per shave.' },
      { title: 'Indicator strip', text: 'Fades to white when it is time for a fresh cartridge.' },
      { title: 'Universal fit', text: 'Works on all Mach3 handles.' },
    ],
    howToUse: [
      'Remove the old cartridge by pressing the release button.',
      'Attach a new cartridge from the dispenser until it clicks.',
      'Rinse and shake dry after each shave.',
    ],
    faq: [
      {
        question: 'Do Mach3 cartridges fit Fusion5 handles?',
        answer: 'No. Mach3 and Fusion5 use different connectors. Check our spare blades page to find the right refill.',
      },
      {
        question: 'How should I store spare cartridges?',
        answer: 'Keep them in their dispenser in a dry cupboard, away from the shower.',
      },
    ],
    keywords: ['mach3', 'razor blades', 'blade refills'],
    featuredSort: 19,
    variants: [
      {
        gtin: '9312345100309',
        variantName: '4 pack',
        price: 15.99,
        heroImage: '/media/products/mach3-blades.svg',
        iconImage: '/media/icons/mach3-blades-1.svg',
        isDefault: true,
        retailers: [
          { retailer: 'coles', url: 'https://www.coles.com.au/product/mach3-blades-4-pack-3670210' },
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670210/mach3-blades-4-pack',
          },
        ],
      },
      {
        gtin: '9312345100316',
        variantName: '8 pack',
        price: 27.99,
        heroImage: '/media/products/mach3-blades-2.svg',
        iconImage: '/media/icons/mach3-blades-2.svg',
        retailers: [
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670217/mach3-blades-8-pack',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670217/mach3-blades-8-pack',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/mach3-blades-8-pack/3670217',
          },
        ],
      },
      {
        gtin: '9312345100323',
        variantName: '12 pack',
        price: 38.99,
        heroImage: '/media/products/mach3-blades-3.svg',
        iconImage: '/media/icons/mach3-blades-3.svg',
        retailers: [
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670224/mach3-blades-12-pack',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/mach3-blades-12-pack/3670224',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670224' },
          { retailer: 'big-w', url: 'https://www.bigw.com.au/product/mach3-blades-12-pack/p/3670224' },
        ],
      },
    ],
    relatedProducts: ['mach3', 'mach3-turbo', 'classic-shave-foam'],
  },
  {
    slug: 'skinguard-blades',
    title: '{brand} SkinGuard Sensitive Razor Blades',
    productShortName: 'SkinGuard Blades',
    brand: 'default',
    family: 'skinguard',
    categories: ['blades'],
    attributes: {
      'Product type': ['Blades'],
      'Skin type': ['Sensitive'],
      'Number of blades': ['2'],
      Range: ['SkinGuard'],
    },
    shortDescription: 'Refill cartridges for the SkinGuard Sensitive Razor, with a guard bar to reduce skin contact.',
    description: [
      '{brand} SkinGuard cartridges keep your sensitive-skin shave working as it should. The guard bar between the two blades lifts the skin and the soothing strip helps the cartridge glide.',
      'A fresh cartridge matters more for sensitive skin than for any other, because dull edges tug and irritate. Keep a spare pack handy.',
    ],
    benefits: [
      { title: 'Guard bar', text: 'Less blade contact with the skin.' },
      { title: 'Aloe strip', text: 'Soothing lubrication on every stroke.' },
      { title: 'Designed for bumps', text: 'Made for men prone to razor bumps and ingrown hairs.' },
    ],
    howToUse: [
      'Press the release button to remove the old cartridge.',
      'Click a fresh cartridge onto the SkinGuard handle.',
      'Shave with the grain only and rinse often.',
    ],
    faq: [
      { question: 'Do they fit other handles?', answer: 'SkinGuard cartridges fit SkinGuard handles only.' },
      {
        question: 'How often should I change them?',
        answer: 'For sensitive skin, change at the first sign of pulling, usually after about five shaves.',
      },
    ],
    keywords: ['skinguard', 'razor blades', 'sensitive skin'],
    featuredSort: 20,
    variants: [
      {
        gtin: '9312345100330',
        variantName: '4 pack',
        price: 19.99,
        heroImage: '/media/products/skinguard-blades.svg',
        iconImage: '/media/icons/skinguard-blades-1.svg',
        isDefault: true,
        retailers: [
          { retailer: 'coles', url: 'https://www.coles.com.au/product/skinguard-blades-4-pack-3670231' },
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670231/skinguard-blades-4-pack',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670231/skinguard-blades-4-pack',
          },
        ],
      },
      {
        gtin: '9312345100347',
        variantName: '8 pack',
        price: 35.99,
        heroImage: '/media/products/skinguard-blades-2.svg',
        iconImage: '/media/icons/skinguard-blades-2.svg',
        retailers: [
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670238/skinguard-blades-8-pack',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670238/skinguard-blades-8-pack',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/skinguard-blades-8-pack/3670238',
          },
          { retailer: 'coles', url: 'https://www.coles.com.au/product/skinguard-blades-8-pack-3670238' },
        ],
      },
    ],
    relatedProducts: ['skinguard-sensitive', 'skinguard-sensitive-shave-gel', 'after-shave-balm'],
  },
  {
    slug: 'sensitive-shave-gel',
    title: '{brand} Series Sensitive Shave Gel',
    productShortName: 'Sensitive Shave Gel',
    brand: 'default',
    categories: ['shaving-gel-foam'],
    attributes: { 'Product type': ['Shave gel'], 'Skin type': ['Sensitive'], Scent: ['Fragrance-free'] },
    shortDescription: 'A fragrance-free gel with aloe that lathers into a rich cushion to protect sensitive skin.',
    description: [
      '{brand} Series Sensitive Shave Gel starts as a clear gel and turns into a dense, creamy lather as you massage it in. The lather cushions the skin and keeps hair soft for the whole shave.',
      'It is free from added fragrance and contains aloe vera and glycerin to help skin feel comfortable afterwards.',
    ],
    benefits: [
      { title: 'Fragrance-free', text: 'No added perfume to irritate reactive skin.' },
      { title: 'Aloe and glycerin', text: 'Help skin feel soft and hydrated after shaving.' },
      { title: 'Rich lather', text: 'A thick cushion between blade and skin.' },
    ],
    howToUse: [
      'Wet your face with warm water.',
      'Dispense an almond-sized amount into your palm.',
      'Massage onto stubble until it lathers, then shave.',
      'Rinse away any residue with cool water.',
    ],
    faq: [
      {
        question: 'How long does a can last?',
        answer: 'A 200 g can gives roughly two months of daily shaves, depending on how much you use.',
      },
      {
        question: 'Is it suitable for the body?',
        answer: 'Yes, it can be used anywhere you shave, although our Intimate range is formulated for the pubic area.',
      },
    ],
    keywords: ['shave gel', 'sensitive skin', 'fragrance free'],
    featuredSort: 13,
    variants: [
      {
        gtin: '9312345100354',
        variantName: '75 g travel',
        price: 3.99,
        heroImage: '/media/products/sensitive-shave-gel.svg',
        iconImage: '/media/icons/sensitive-shave-gel-1.svg',
        isDefault: true,
        retailers: [
          {
            retailer: 'coles',
            url: 'https://www.coles.com.au/product/sensitive-shave-gel-75-g-travel-3670245',
          },
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670245/sensitive-shave-gel-75-g-travel',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670245/sensitive-shave-gel-75-g-travel',
          },
        ],
      },
      {
        gtin: '9312345100361',
        variantName: '200 g',
        price: 6.5,
        heroImage: '/media/products/sensitive-shave-gel-2.svg',
        iconImage: '/media/icons/sensitive-shave-gel-2.svg',
        retailers: [
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670252/sensitive-shave-gel-200-g',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670252/sensitive-shave-gel-200-g',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/sensitive-shave-gel-200-g/3670252',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670252' },
        ],
      },
      {
        gtin: '9312345100378',
        variantName: '2 x 200 g',
        price: 11.99,
        heroImage: '/media/products/sensitive-shave-gel-3.svg',
        iconImage: '/media/icons/sensitive-shave-gel-3.svg',
        retailers: [
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670259/sensitive-shave-gel-2-x-200-g',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/sensitive-shave-gel-2-x-200-g/3670259',
          },
        ],
      },
    ],
    relatedProducts: ['skinguard-sensitive', 'fusion5', 'after-shave-balm'],
  },
  {
    slug: 'cooling-shave-gel',
    title: '{brand} Series Cooling Shave Gel',
    productShortName: 'Cooling Shave Gel',
    brand: 'default',
    categories: ['shaving-gel-foam'],
    attributes: { 'Product type': ['Shave gel'], 'Skin type': ['Normal'], Scent: ['Menthol'] },
    shortDescription: 'A shave gel with menthol and eucalyptus for a cool, refreshing shave.',
    description: [
      '{brand} Series Cooling Shave Gel lathers into a thick cushion with a fresh menthol and eucalyptus scent. The cooling sensation lingers for a few minutes after you rinse.',
      'A great match for ProGlide and ProShield Chill razors on warm mornings.',
    ],
    benefits: [
      { title: 'Cooling finish', text: 'Menthol leaves skin feeling fresh.' },
      { title: 'Rich lather', text: 'Softens stubble and helps blades glide.' },
      { title: 'Fresh scent', text: 'Menthol and eucalyptus.' },
    ],
    howToUse: [
      'Apply a small amount to wet skin.',
      'Work into a lather with your fingertips.',
      'Shave, then rinse with cool water.',
    ],
    faq: [
      {
        question: 'Will it sting?',
        answer: 'It gives a cool tingle rather than a sting. If your skin is reactive, try Sensitive Shave Gel instead.',
      },
      { question: 'Can I use it with a safety razor?', answer: 'Yes, it works with any wet-shave razor.' },
    ],
    keywords: ['shave gel', 'cooling shave'],
    featuredSort: 21,
    variants: [
      {
        gtin: '9312345100385',
        variantName: '200 g',
        price: 6.5,
        heroImage: '/media/products/cooling-shave-gel.svg',
        iconImage: '/media/icons/cooling-shave-gel-1.svg',
        isDefault: true,
        retailers: [
          { retailer: 'coles', url: 'https://www.coles.com.au/product/cooling-shave-gel-200-g-3670266' },
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670266/cooling-shave-gel-200-g',
          },
          { retailer: 'big-w', url: 'https://www.bigw.com.au/product/cooling-shave-gel-200-g/p/3670266' },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670266/cooling-shave-gel-200-g',
          },
        ],
      },
      {
        gtin: '9312345100392',
        variantName: '2 x 200 g',
        price: 11.99,
        heroImage: '/media/products/cooling-shave-gel-2.svg',
        iconImage: '/media/icons/cooling-shave-gel-2.svg',
        retailers: [
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670273/cooling-shave-gel-2-x-200-g',
          },
          { retailer: 'big-w', url: 'https://www.bigw.com.au/product/cooling-shave-gel-2-x-200-g/p/3670273' },
        ],
      },
    ],
    relatedProducts: ['proglide', 'proshield-chill', 'after-shave-balm'],
  },
  {
    slug: 'skinguard-sensitive-shave-gel',
    title: '{brand} SkinGuard Sensitive Shave Gel',
    productShortName: 'SkinGuard Shave Gel',
    brand: 'default',
    family: 'skinguard',
    categories: ['shaving-gel-foam'],
    attributes: {
      'Product type': ['Shave gel'],
      'Skin type': ['Sensitive'],
      Range: ['SkinGuard'],
      Scent: ['Fragrance-free'],
    },
    shortDescription: 'A low-foaming gel for sensitive skin that lets you see exactly where you are shaving.',
    description: [
      '{brand} SkinGuard Sensitive Shave Gel stays semi-clear on the skin, so you can see beard lines and avoid going over the same spot twice, one of the main causes of irritation.',
      'Formulated with allantoin and glycerin, it is free from added fragrance and colour.',
    ],
    benefits: [
      { title: 'See where you shave', text: 'A low-foaming, semi-clear gel.' },
      { title: 'Allantoin', text: 'Helps skin feel calm and comfortable.' },
      { title: 'No added fragrance or colour', text: 'Kinder to reactive skin.' },
    ],
    howToUse: [
      'Apply a thin layer to damp skin.',
      'Shave with the grain using a SkinGuard razor.',
      'Rinse off and pat skin dry.',
    ],
    faq: [
      {
        question: 'Why does it barely foam?',
        answer: 'Less foam means better visibility. The gel still cushions and lubricates the skin.',
      },
      { question: 'Does it contain alcohol?', answer: 'It contains no drying alcohols.' },
    ],
    keywords: ['shave gel', 'sensitive skin', 'skinguard'],
    featuredSort: 22,
    variants: [
      {
        gtin: '9312345100408',
        variantName: '200 ml',
        price: 7.99,
        heroImage: '/media/products/skinguard-sensitive-shave-gel.svg',
        iconImage: '/media/icons/skinguard-sensitive-shave-gel-1.svg',
        isDefault: true,
        retailers: [
          {
            retailer: 'coles',
            url: 'https://www.coles.com.au/product/skinguard-sensitive-shave-gel-200-ml-3670280',
          },
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670280/skinguard-sensitive-shave-gel-200-ml',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670280/skinguard-sensitive-shave-gel-200-ml',
          },
        ],
      },
      {
        gtin: '9312345100415',
        variantName: '2 x 200 ml',
        price: 13.99,
        heroImage: '/media/products/skinguard-sensitive-shave-gel-2.svg',
        iconImage: '/media/icons/skinguard-sensitive-shave-gel-2.svg',
        retailers: [
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670287/skinguard-sensitive-shave-gel-2-x-200-ml',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670287/skinguard-sensitive-shave-gel-2-x-200-ml',
          },
        ],
      },
    ],
    relatedProducts: ['skinguard-sensitive', 'skinguard-blades', 'sensitive-shave-gel'],
  },
  {
    slug: 'classic-shave-foam',
    title: '{brand} Classic Shave Foam',
    productShortName: 'Classic Shave Foam',
    brand: 'default',
    categories: ['shaving-gel-foam'],
    attributes: { 'Product type': ['Shave foam'], 'Skin type': ['All', 'Normal'], Scent: ['Original'] },
    shortDescription: 'A light, airy foam with the classic barbershop scent. Ready to use straight from the can.',
    description: [
      '{brand} Classic Shave Foam comes out ready to go: a light, airy lather that spreads easily and rinses clean from your razor.',
      'Its original fresh scent has been a bathroom staple for years, and it is excellent value for everyday shaving.',
    ],
    benefits: [
      { title: 'Instant lather', text: 'No need to work it in.' },
      { title: 'Easy rinse', text: 'Does not clog the cartridge.' },
      { title: 'Great value', text: 'An everyday foam at an everyday price.' },
    ],
    howToUse: [
      'Shake the can well.',
      'Dispense a golf-ball sized amount into your palm.',
      'Spread over wet stubble and shave.',
    ],
    faq: [
      {
        question: 'Foam or gel: which is better?',
        answer: 'Foam is quick and light; gel gives a denser cushion. Both work well. Try each and see what your skin prefers.',
      },
      {
        question: 'Can I take it on a plane?',
        answer: 'Aerosols over 100 ml cannot go in carry-on luggage. Pack the can in checked baggage or buy a travel size.',
      },
    ],
    keywords: ['shave foam', 'shaving cream'],
    featuredSort: 23,
    variants: [
      {
        gtin: '9312345100422',
        variantName: '250 g',
        price: 4.5,
        heroImage: '/media/products/classic-shave-foam.svg',
        iconImage: '/media/icons/classic-shave-foam-1.svg',
        isDefault: true,
        retailers: [
          { retailer: 'coles', url: 'https://www.coles.com.au/product/classic-shave-foam-250-g-3670294' },
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670294/classic-shave-foam-250-g',
          },
        ],
      },
      {
        gtin: '9312345100439',
        variantName: '2 x 250 g',
        price: 7.99,
        heroImage: '/media/products/classic-shave-foam-2.svg',
        iconImage: '/media/icons/classic-shave-foam-2.svg',
        retailers: [
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670301/classic-shave-foam-2-x-250-g',
          },
          {
            retailer: 'big-w',
            url: 'https://www.bigw.com.au/product/classic-shave-foam-2-x-250-g/p/3670301',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670301/classic-shave-foam-2-x-250-g',
          },
        ],
      },
      {
        gtin: '9312345100446',
        variantName: '50 g travel',
        price: 2.5,
        heroImage: '/media/products/classic-shave-foam-3.svg',
        iconImage: '/media/icons/classic-shave-foam-3.svg',
        retailers: [
          {
            retailer: 'big-w',
            url: 'https://www.bigw.com.au/product/classic-shave-foam-50-g-travel/p/3670308',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670308/classic-shave-foam-50-g-travel',
          },
          {
            retailer: 'coles',
            url: 'https://www.coles.com.au/product/classic-shave-foam-50-g-travel-3670308',
          },
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670308/classic-shave-foam-50-g-travel',
          },
        ],
      },
    ],
    relatedProducts: ['mach3', 'everyday3-disposables', 'moisturising-shave-foam'],
  },
  {
    slug: 'moisturising-shave-foam',
    title: '{brand} Moisturising Shave Foam',
    productShortName: 'Moisturising Shave Foam',
    brand: 'default',
    categories: ['shaving-gel-foam'],
    attributes: { 'Product type': ['Shave foam'], 'Skin type': ['Dry'], Scent: ['Cocoa butter'] },
    shortDescription: 'A creamy foam with cocoa butter that helps dry skin feel soft and supple after shaving.',
    description: [
      '{brand} Moisturising Shave Foam is richer than our classic foam, with cocoa butter and glycerin to stop skin from feeling tight after a shave.',
      'Ideal in winter or after a day in the sun and wind.',
    ],
    benefits: [
      { title: 'Cocoa butter', text: 'Leaves skin feeling soft and supple.' },
      { title: 'Creamy texture', text: 'A thicker lather than classic foam.' },
      { title: 'Subtle scent', text: 'A warm, light cocoa fragrance.' },
    ],
    howToUse: [
      'Shake well and dispense into your palm.',
      'Apply to wet skin and shave.',
      'Rinse, pat dry and follow with an after-shave balm if skin still feels dry.',
    ],
    faq: [
      { question: 'Is it greasy?', answer: 'No. It rinses clean from skin and blades.' },
      { question: 'Can women use it?', answer: 'Of course. It works well on legs and underarms too.' },
    ],
    keywords: ['shave foam', 'dry skin'],
    featuredSort: 24,
    variants: [
      {
        gtin: '9312345100453',
        variantName: '250 g',
        price: 5.5,
        heroImage: '/media/products/moisturising-shave-foam.svg',
        iconImage: '/media/icons/moisturising-shave-foam-1.svg',
        isDefault: true,
        retailers: [
          {
            retailer: 'coles',
            url: 'https://www.coles.com.au/product/moisturising-shave-foam-250-g-3670315',
          },
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670315/moisturising-shave-foam-250-g',
          },
          {
            retailer: 'big-w',
            url: 'https://www.bigw.com.au/product/moisturising-shave-foam-250-g/p/3670315',
          },
        ],
      },
      {
        gtin: '9312345100460',
        variantName: '2 x 250 g',
        price: 9.99,
        heroImage: '/media/products/moisturising-shave-foam-2.svg',
        iconImage: '/media/icons/moisturising-shave-foam-2.svg',
        retailers: [
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670322/moisturising-shave-foam-2-x-250-g',
          },
          {
            retailer: 'big-w',
            url: 'https://www.bigw.com.au/product/moisturising-shave-foam-2-x-250-g/p/3670322',
          },
        ],
      },
    ],
    relatedProducts: ['proshield', 'classic-shave-foam', 'after-shave-balm'],
  },
  {
    slug: 'everyday3-disposables',
    title: '{brand} Everyday3 Disposable Razors',
    productShortName: 'Everyday3 Disposables',
    brand: 'default',
    categories: ['disposables'],
    attributes: { 'Product type': ['Disposable razor'], 'Skin type': ['All'], 'Number of blades': ['3'] },
    shortDescription: 'Three-blade disposable razors with a pivoting head and lubricating strip. Great for travel.',
    description: [
      '{brand} Everyday3 disposables give you a three-blade shave without any cartridges to change. The head pivots, the strip lubricates and the handle is light enough for any toiletry bag.',
      'Each razor lasts several shaves. The handle is made with recycled plastic and the pack is fully recyclable.',
    ],
    benefits: [
      { title: 'Three blades', text: 'A close shave in fewer strokes.' },
      { title: 'Pivoting head', text: 'Follows the contours of your face.' },
      { title: 'Travel ready', text: 'Light, compact and fuss-free.' },
    ],
    howToUse: [
      'Wet skin and apply foam or gel.',
      'Shave with the grain, rinsing the head often.',
      'Replace the razor when it starts to pull.',
    ],
    faq: [
      {
        question: 'How many shaves from one razor?',
        answer: 'Typically three to five, depending on your hair and how well you dry it between uses.',
      },
      {
        question: 'Can I recycle them?',
        answer: 'The pack is kerbside recyclable, and used razors can go through our free razor recycling program.',
      },
    ],
    keywords: ['disposable razor', 'travel', '3 blade razor'],
    featuredSort: 25,
    variants: [
      {
        gtin: '9312345100477',
        variantName: '4 pack',
        price: 7.99,
        heroImage: '/media/products/everyday3-disposables.svg',
        iconImage: '/media/icons/everyday3-disposables-1.svg',
        isDefault: true,
        retailers: [
          { retailer: 'coles', url: 'https://www.coles.com.au/product/everyday3-disposables-4-pack-3670329' },
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670329/everyday3-disposables-4-pack',
          },
        ],
      },
      {
        gtin: '9312345100484',
        variantName: '8 pack',
        price: 13.99,
        heroImage: '/media/products/everyday3-disposables-2.svg',
        iconImage: '/media/icons/everyday3-disposables-2.svg',
        retailers: [
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670336/everyday3-disposables-8-pack',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670336/everyday3-disposables-8-pack',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/everyday3-disposables-8-pack/3670336',
          },
        ],
      },
      {
        gtin: '9312345100491',
        variantName: '12 pack',
        price: 18.99,
        heroImage: '/media/products/everyday3-disposables-3.svg',
        iconImage: '/media/icons/everyday3-disposables-3.svg',
        retailers: [
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670343/everyday3-disposables-12-pack',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/everyday3-disposables-12-pack/3670343',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670343' },
          {
            retailer: 'big-w',
            url: 'https://www.bigw.com.au/product/everyday3-disposables-12-pack/p/3670343',
          },
        ],
      },
    ],
    relatedProducts: ['classic-shave-foam', 'twin-blade-disposables', 'mach3'],
  },
  {
    slug: 'twin-blade-disposables',
    title: '{brand} Twin Blade Disposable Razors',
    productShortName: 'Twin Blade Disposables',
    brand: 'default',
    categories: ['disposables'],
    attributes: { 'Product type': ['Disposable razor'], 'Skin type': ['All', 'Normal'], 'Number of blades': ['2'] },
    shortDescription: 'Simple two-blade disposables with a fixed head: the budget-friendly spare for every bag.',
    description: [
      '{brand} Twin Blade disposables keep things simple with a fixed head and two sharp blades. They are handy for touch-ups, travel and the gym bag.',
      'The fixed head gives good control for edging around a beard or shaving smaller areas.',
    ],
    benefits: [
      { title: 'Budget friendly', text: 'Low cost per razor.' },
      { title: 'Fixed head', text: 'Precise control for edges.' },
      { title: 'Lightweight', text: 'Easy to pack anywhere.' },
    ],
    howToUse: [
      'Wet the skin and apply lather.',
      'Shave with short strokes, rinsing often.',
      'Dispose of or recycle when the blades start to pull.',
    ],
    faq: [
      {
        question: 'Are they suitable for sensitive skin?',
        answer: 'They can be, but a pivoting razor like SkinGuard is usually more comfortable for sensitive skin.',
      },
      { question: 'Do they have a lubricating strip?', answer: 'Yes, a thin strip above the blades.' },
    ],
    keywords: ['disposable razor', 'travel'],
    featuredSort: 26,
    variants: [
      {
        gtin: '9312345100507',
        variantName: '5 pack',
        price: 4.99,
        heroImage: '/media/products/twin-blade-disposables.svg',
        iconImage: '/media/icons/twin-blade-disposables-1.svg',
        isDefault: true,
        retailers: [
          {
            retailer: 'coles',
            url: 'https://www.coles.com.au/product/twin-blade-disposables-5-pack-3670350',
          },
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670350/twin-blade-disposables-5-pack',
          },
          {
            retailer: 'big-w',
            url: 'https://www.bigw.com.au/product/twin-blade-disposables-5-pack/p/3670350',
          },
        ],
      },
      {
        gtin: '9312345100514',
        variantName: '10 pack',
        price: 8.99,
        heroImage: '/media/products/twin-blade-disposables-2.svg',
        iconImage: '/media/icons/twin-blade-disposables-2.svg',
        retailers: [
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670357/twin-blade-disposables-10-pack',
          },
          {
            retailer: 'big-w',
            url: 'https://www.bigw.com.au/product/twin-blade-disposables-10-pack/p/3670357',
          },
          {
            retailer: 'coles',
            url: 'https://www.coles.com.au/product/twin-blade-disposables-10-pack-3670357',
          },
        ],
      },
    ],
    relatedProducts: ['everyday3-disposables', 'classic-shave-foam'],
  },
  {
    slug: 'after-shave-balm',
    title: '{brand} Series Soothing After-Shave Balm',
    productShortName: 'After-Shave Balm',
    brand: 'default',
    categories: ['skin-care'],
    attributes: { 'Product type': ['After-shave balm'], 'Skin type': ['All', 'Sensitive'], Scent: ['Fragrance-free'] },
    shortDescription: 'A light, alcohol-free balm that calms and moisturises freshly shaved skin.',
    description: [
      'Traditional aftershaves sting because of the alcohol. {brand} Series Soothing After-Shave Balm takes the opposite approach: an alcohol-free lotion with aloe vera, allantoin and glycerin that absorbs quickly and leaves no shine.',
      'Use it after every shave to help reduce the tight, hot feeling that can follow a close shave.',
    ],
    benefits: [
      { title: 'Alcohol-free', text: 'No sting, even on just-shaved skin.' },
      { title: 'Fast absorbing', text: 'Non-greasy finish under a hat or helmet.' },
      { title: 'Soothing ingredients', text: 'Aloe vera and allantoin.' },
    ],
    howToUse: [
      'Rinse your face with cool water after shaving and pat dry.',
      'Smooth a pea-sized amount over the shaved area.',
      'Let it absorb for a minute before applying sunscreen.',
    ],
    faq: [
      {
        question: 'Can I use it on days I do not shave?',
        answer: 'Yes, it works as a light daily moisturiser.',
      },
      {
        question: 'Does it contain SPF?',
        answer: 'No. In Australia we recommend following it with a broad-spectrum sunscreen every day.',
      },
    ],
    keywords: ['after shave balm', 'sensitive skin', 'razor burn'],
    featuredSort: 27,
    variants: [
      {
        gtin: '9312345100521',
        variantName: '100 ml',
        price: 9.99,
        heroImage: '/media/products/after-shave-balm.svg',
        iconImage: '/media/icons/after-shave-balm-1.svg',
        isDefault: true,
        retailers: [
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670364/after-shave-balm-100-ml',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/after-shave-balm-100-ml/3670364',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670364' },
        ],
      },
      {
        gtin: '9312345100538',
        variantName: '2 x 100 ml',
        price: 17.99,
        heroImage: '/media/products/after-shave-balm-2.svg',
        iconImage: '/media/icons/after-shave-balm-2.svg',
        retailers: [
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/after-shave-balm-2-x-100-ml/3670371',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670371' },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670371/after-shave-balm-2-x-100-ml',
          },
        ],
      },
    ],
    relatedProducts: ['sensitive-shave-gel', 'fusion5', 'pre-shave-face-scrub'],
  },
  {
    slug: 'pre-shave-face-scrub',
    title: '{brand} Series Pre-Shave Face Scrub',
    productShortName: 'Pre-Shave Face Scrub',
    brand: 'default',
    categories: ['skin-care'],
    attributes: { 'Product type': ['Face scrub'], 'Skin type': ['Normal', 'All'], Scent: ['Original'] },
    shortDescription: 'A gentle scrub that lifts stubble and clears away dead skin before you shave.',
    description: [
      'Flattened hairs and dead skin cells are two of the biggest causes of an uneven shave. {brand} Series Pre-Shave Face Scrub uses fine, round particles to gently lift both, preparing skin for a closer, smoother shave.',
      'Use it two or three times a week, not every day, to avoid over-exfoliating.',
    ],
    benefits: [
      { title: 'Lifts stubble', text: 'Helps hairs stand up to meet the blade.' },
      { title: 'Clears dead skin', text: 'Fewer clogged blades and less risk of ingrown hairs.' },
      { title: 'Gentle particles', text: 'Round, fine grains that are not harsh on skin.' },
    ],
    howToUse: [
      'Wet your face with warm water.',
      'Massage a small amount in circular motions for 30 seconds.',
      'Rinse thoroughly, then apply shave gel.',
    ],
    faq: [
      {
        question: 'How often should I use it?',
        answer: 'Two or three times a week is plenty for most skin.',
      },
      {
        question: 'Does it contain plastic microbeads?',
        answer: 'No. The exfoliating particles are plant-derived.',
      },
    ],
    keywords: ['face scrub', 'exfoliation', 'ingrown hairs'],
    featuredSort: 28,
    variants: [
      {
        gtin: '9312345100545',
        variantName: '100 ml',
        price: 11.99,
        heroImage: '/media/products/pre-shave-face-scrub.svg',
        iconImage: '/media/icons/pre-shave-face-scrub-1.svg',
        isDefault: true,
        retailers: [
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670378/pre-shave-face-scrub-100-ml',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/pre-shave-face-scrub-100-ml/3670378',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670378' },
        ],
      },
      {
        gtin: '9312345100552',
        variantName: '150 ml',
        price: 14.99,
        heroImage: '/media/products/pre-shave-face-scrub-2.svg',
        iconImage: '/media/icons/pre-shave-face-scrub-2.svg',
        retailers: [
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/pre-shave-face-scrub-150-ml/3670385',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670385' },
        ],
      },
    ],
    relatedProducts: ['after-shave-balm', 'fusion5', 'labs-face-wash'],
  },
  {
    slug: 'fusion5-gift-set',
    title: '{brand} Fusion5 Shave Gift Set',
    productShortName: 'Fusion5 Gift Set',
    brand: 'default',
    family: 'fusion5',
    categories: ['gift-sets', 'razors'],
    attributes: { 'Product type': ['Gift set'], 'Skin type': ['All'], 'Number of blades': ['5'], Range: ['Fusion5'] },
    shortDescription: 'A Fusion5 razor, spare cartridge, shave gel and travel pouch in a ready-to-give box.',
    description: [
      'The {brand} Fusion5 Shave Gift Set has everything for a great shave in one box: the Fusion5 razor, an extra cartridge, a can of Sensitive Shave Gel and a water-resistant travel pouch.',
      'The box is made from recycled card and is ready to wrap, or to give as is.',
    ],
    benefits: [
      { title: 'Complete kit', text: 'Razor, spare cartridge, gel and pouch.' },
      { title: 'Travel pouch', text: 'Water-resistant and easy to wipe clean.' },
      { title: 'Gift ready', text: 'Recycled-card presentation box.' },
    ],
    howToUse: [
      'Attach a cartridge to the razor handle.',
      'Apply the gel to wet skin and shave.',
      'Store everything in the pouch when travelling.',
    ],
    faq: [
      {
        question: 'Is the gel travel sized?',
        answer: 'The 75 g can is under 100 ml, so it can go in carry-on luggage in most countries.',
      },
      { question: 'Can I buy refills for it?', answer: 'Yes, any Fusion5 blade pack fits the razor.' },
    ],
    keywords: ['gift ideas', 'fusion5', 'razor'],
    featuredSort: 29,
    variants: [
      {
        gtin: '9312345100569',
        variantName: 'Gift set',
        price: 29.99,
        heroImage: '/media/products/fusion5-gift-set.svg',
        iconImage: '/media/icons/fusion5-gift-set-1.svg',
        isDefault: true,
        retailers: [
          { retailer: 'big-w', url: 'https://www.bigw.com.au/product/fusion5-gift-set-gift-set/p/3670392' },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670392/fusion5-gift-set-gift-set',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670392' },
        ],
      },
      {
        gtin: '9312345100576',
        variantName: 'Gift set + 4 cartridges',
        price: 44.99,
        heroImage: '/media/products/fusion5-gift-set-2.svg',
        iconImage: '/media/icons/fusion5-gift-set-2.svg',
        retailers: [],
      },
    ],
    relatedProducts: ['fusion5', 'fusion5-blades', 'heated-razor'],
    compatibleBlades: ['fusion5-blades', 'proglide-blades', 'proshield-blades'],
  },
  {
    slug: 'kcg-beard-oil',
    title: 'King C. {brand} Beard Oil',
    productShortName: 'Beard Oil',
    brand: 'kcg',
    categories: ['beard-care'],
    attributes: {
      'Product type': ['Beard oil'],
      'Skin type': ['All', 'Dry'],
      'Beard length': ['Short', 'Medium', 'Long'],
      Scent: ['Cedarwood'],
    },
    shortDescription: 'A lightweight blend of argan, jojoba and avocado oils to soften beard hair and condition the skin beneath.',
    description: [
      'King C. {brand} Beard Oil is a lightweight blend of argan, jojoba, avocado and almond oils that softens coarse hair and conditions the skin underneath, where dryness causes itch and flakes.',
      'A subtle cedarwood scent fades after an hour or so. The glass dropper bottle makes it easy to use just the right amount, and the oil absorbs without leaving a greasy shine.',
    ],
    benefits: [
      { title: 'Softens and conditions', text: 'Tames coarse, wiry hair and helps reduce beard itch.' },
      { title: 'Five nourishing oils', text: 'Argan, jojoba, avocado, almond and macadamia.' },
      { title: 'Non-greasy', text: 'Absorbs quickly for a natural finish.' },
    ],
    howToUse: [
      'Apply after washing, when your beard is clean and slightly damp.',
      'Put 3–5 drops in your palm (more for a longer beard) and rub your hands together.',
      'Massage into the skin under the beard, then work through to the tips.',
      'Comb or brush into shape.',
    ],
    faq: [
      {
        question: 'Will beard oil help my beard grow faster?',
        answer: 'No oil changes how fast hair grows, but a healthy, well-conditioned beard looks fuller and is less likely to break.',
      },
      {
        question: 'How much should I use?',
        answer: 'Start with 3 drops for stubble to a short beard and add more for longer beards. Too much will feel greasy.',
      },
    ],
    keywords: ['beard oil', 'beard care', 'beard itch'],
    featuredSort: 7,
    variants: [
      {
        gtin: '9312345100583',
        variantName: '30 ml',
        price: 24.99,
        heroImage: '/media/products/kcg-beard-oil.svg',
        iconImage: '/media/icons/kcg-beard-oil-1.svg',
        isDefault: true,
        retailers: [
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670406/kcg-beard-oil-30-ml',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/kcg-beard-oil-30-ml/3670406',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670406' },
        ],
      },
      {
        gtin: '9312345100590',
        variantName: '2 x 30 ml',
        price: 44.99,
        heroImage: '/media/products/kcg-beard-oil-2.svg',
        iconImage: '/media/icons/kcg-beard-oil-2.svg',
        retailers: [
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/kcg-beard-oil-2-x-30-ml/3670413',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670413' },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670413/kcg-beard-oil-2-x-30-ml',
          },
        ],
      },
    ],
    relatedProducts: ['kcg-beard-balm', 'kcg-beard-face-wash', 'kcg-style-master-trimmer'],
  },
  {
    slug: 'kcg-beard-balm',
    title: 'King C. {brand} Beard Balm',
    productShortName: 'Beard Balm',
    brand: 'kcg',
    categories: ['beard-care'],
    attributes: {
      'Product type': ['Beard balm'],
      'Skin type': ['All', 'Dry'],
      'Beard length': ['Medium', 'Long'],
      Scent: ['Cedarwood'],
    },
    shortDescription: 'A conditioning balm with shea butter and cocoa butter for light hold and a tamed, tidy beard.',
    description: [
      'King C. {brand} Beard Balm conditions like an oil but adds a light hold, thanks to shea butter, cocoa butter and a touch of beeswax. Use it to tame flyaways and keep a medium to long beard in shape all day.',
      'Warm a small amount between your fingers and work it through. It pairs well with our Beard Oil on dry days.',
    ],
    benefits: [
      { title: 'Light hold', text: 'Keeps flyaways in place without stiffness.' },
      { title: 'Rich conditioning', text: 'Shea and cocoa butter soften hair.' },
      { title: 'Matte finish', text: 'Natural-looking, not shiny.' },
    ],
    howToUse: [
      'Scoop a fingernail-sized amount with the back of your nail.',
      'Rub between your palms until it melts.',
      'Work through your beard from the roots to the ends.',
      'Shape with a comb or brush.',
    ],
    faq: [
      {
        question: 'Oil or balm: which should I use?',
        answer: 'Oil is best for short beards and for the skin underneath. Balm suits medium to long beards that need hold. Many men use both.',
      },
      {
        question: 'Will it melt in summer?',
        answer: 'It may soften in the heat. Store it out of direct sun; it firms up again once cool.',
      },
    ],
    keywords: ['beard balm', 'beard care', 'beard styles'],
    featuredSort: 30,
    variants: [
      {
        gtin: '9312345100606',
        variantName: '100 ml',
        price: 24.99,
        heroImage: '/media/products/kcg-beard-balm.svg',
        iconImage: '/media/icons/kcg-beard-balm-1.svg',
        isDefault: true,
        retailers: [
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670420/kcg-beard-balm-100-ml',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/kcg-beard-balm-100-ml/3670420',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670420' },
        ],
      },
      {
        gtin: '9312345100613',
        variantName: '50 ml travel',
        price: 15.99,
        heroImage: '/media/products/kcg-beard-balm-2.svg',
        iconImage: '/media/icons/kcg-beard-balm-2.svg',
        retailers: [
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/kcg-beard-balm-50-ml-travel/3670427',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670427' },
        ],
      },
    ],
    relatedProducts: ['kcg-beard-oil', 'kcg-beard-face-wash', 'kcg-style-master-trimmer'],
  },
  {
    slug: 'kcg-beard-face-wash',
    title: 'King C. {brand} Beard & Face Wash',
    productShortName: 'Beard & Face Wash',
    brand: 'kcg',
    categories: ['beard-care', 'skin-care'],
    attributes: {
      'Product type': ['Beard wash'],
      'Skin type': ['All', 'Normal'],
      'Beard length': ['Stubble', 'Short', 'Medium', 'Long'],
      Scent: ['Cedarwood'],
    },
    shortDescription: 'A gentle daily wash that cleans beard and face without stripping natural oils.',
    description: [
      'Regular shampoo can leave a beard dry and coarse. King C. {brand} Beard & Face Wash uses mild cleansers with argan oil and menthol to lift dirt and excess oil while keeping hair soft.',
      'It is gentle enough for the face too, so it is the only wash you need from forehead to neckline.',
    ],
    benefits: [
      { title: 'Gentle cleansers', text: 'Cleans without over-drying.' },
      { title: 'For beard and skin', text: 'One product for face and beard.' },
      { title: 'Fresh feel', text: 'A hint of menthol wakes up the skin.' },
    ],
    howToUse: [
      'Wet your face and beard with warm water.',
      'Massage a small amount into a lather, working down to the skin.',
      'Rinse thoroughly and pat dry with a towel.',
      'Follow with Beard Oil or Face Moisturiser.',
    ],
    faq: [
      {
        question: 'How often should I wash my beard?',
        answer: 'Once a day is plenty for most men, or every second day if your skin is dry.',
      },
      {
        question: 'Can I use it in the shower on my hair?',
        answer: 'It will clean scalp hair, but it is designed for beards and facial skin.',
      },
    ],
    keywords: ['beard wash', 'beard care', 'face wash'],
    featuredSort: 31,
    variants: [
      {
        gtin: '9312345100620',
        variantName: '100 ml',
        price: 19.99,
        heroImage: '/media/products/kcg-beard-face-wash.svg',
        iconImage: '/media/icons/kcg-beard-face-wash-1.svg',
        isDefault: true,
        retailers: [
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670434/kcg-beard-face-wash-100-ml',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/kcg-beard-face-wash-100-ml/3670434',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670434' },
        ],
      },
      {
        gtin: '9312345100637',
        variantName: '350 ml',
        price: 34.99,
        heroImage: '/media/products/kcg-beard-face-wash-2.svg',
        iconImage: '/media/icons/kcg-beard-face-wash-2.svg',
        retailers: [
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/kcg-beard-face-wash-350-ml/3670441',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670441' },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670441/kcg-beard-face-wash-350-ml',
          },
        ],
      },
    ],
    relatedProducts: ['kcg-beard-oil', 'kcg-face-moisturiser', 'kcg-beard-balm'],
  },
  {
    slug: 'kcg-style-master-trimmer',
    title: 'King C. {brand} Style Master Trimmer',
    productShortName: 'Style Master Trimmer',
    brand: 'kcg',
    categories: ['beard-care', 'trimmers'],
    attributes: { 'Product type': ['Trimmer'], 'Skin type': ['All'], 'Beard length': ['Stubble', 'Short', 'Medium'] },
    shortDescription: 'A cordless trimmer with four stubble combs, a 4D blade and a waterproof body for precise beard styling.',
    description: [
      'The King C. {brand} Style Master Trimmer is built for stubble and short beards. The 4D blade moves with the contours of the face to trim, edge and shave in one tool, and four clip-on combs set lengths from 1 mm to 7 mm.',
      'It is waterproof, so you can use it in the shower, and a single charge lasts around 60 minutes. The blade never needs oiling and is replaceable.',
    ],
    benefits: [
      { title: 'Trim, edge and shave', text: 'One blade for every step of beard styling.' },
      { title: 'Four stubble combs', text: 'Lengths from 1 mm to 7 mm.' },
      { title: 'Waterproof', text: 'Use it wet or dry, in or out of the shower.' },
    ],
    howToUse: [
      'Clip on the comb for the length you want and switch on.',
      'Trim against the direction of growth for even length.',
      'Remove the comb to edge the neckline and cheek lines.',
      'Rinse the head under the tap after use.',
    ],
    faq: [
      {
        question: 'How long does the battery last?',
        answer: 'About 60 minutes on a full charge, which is several weeks of typical use.',
      },
      {
        question: 'Can it give a clean shave?',
        answer: 'It gets close, but for a smooth, clean shave use a wet razor.',
      },
    ],
    keywords: ['beard trimmer', 'beard styles', 'stubble'],
    featuredSort: 14,
    variants: [
      {
        gtin: '9312345100644',
        variantName: 'Trimmer',
        price: 79,
        heroImage: '/media/products/kcg-style-master-trimmer.svg',
        iconImage: '/media/icons/kcg-style-master-trimmer-1.svg',
        isDefault: true,
        retailers: [
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670448/kcg-style-master-trimmer-trimmer',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/kcg-style-master-trimmer-trimmer/3670448',
          },
        ],
      },
      {
        gtin: '9312345100651',
        variantName: 'Trimmer + spare blade',
        price: 99,
        heroImage: '/media/products/kcg-style-master-trimmer-2.svg',
        iconImage: '/media/icons/kcg-style-master-trimmer-2.svg',
        retailers: [
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/kcg-style-master-trimmer-trimmer-spare-blade/3670455',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670455' },
          {
            retailer: 'big-w',
            url: 'https://www.bigw.com.au/product/kcg-style-master-trimmer-trimmer-spare-blade/p/3670455',
          },
        ],
      },
    ],
    relatedProducts: ['kcg-beard-oil', 'kcg-transparent-shave-gel', 'kcg-safety-razor'],
  },
  {
    slug: 'kcg-safety-razor',
    title: 'King C. {brand} Double Edge Safety Razor',
    productShortName: 'Safety Razor',
    brand: 'kcg',
    categories: ['razors', 'trimmers'],
    attributes: { 'Product type': ['Safety razor'], 'Skin type': ['All', 'Normal'], 'Number of blades': ['1'] },
    shortDescription: 'A weighted chrome safety razor that takes standard double-edge blades for a classic single-blade shave.',
    description: [
      'The King C. {brand} Double Edge Safety Razor is a weighted, chrome-plated razor that takes any standard double-edge blade. One blade, used at the right angle, gives a close shave with less irritation for many men.',
      'The three-piece head comes apart for easy cleaning and blade changes, and the knurled handle grips firmly even when wet. Five blades are included to get you started.',
    ],
    benefits: [
      { title: 'Single-blade shave', text: 'Cuts each hair once, which helps reduce irritation.' },
      { title: 'Weighted handle', text: 'Let the weight of the razor do the work.' },
      { title: 'Low cost per blade', text: 'Double-edge blades are cheap to replace.' },
    ],
    howToUse: [
      'Twist the handle to open the head and place a blade on the centre post.',
      'Close the head and check the blade sits evenly on both sides.',
      'Hold the razor at about 30 degrees to the skin and use short strokes with no pressure.',
      'Rinse after use and dry the head before storing.',
    ],
    faq: [
      {
        question: 'Is a safety razor hard to use?',
        answer: 'There is a short learning curve. Keep the angle shallow, use no pressure and go slowly for the first few shaves.',
      },
      {
        question: 'How do I dispose of used blades?',
        answer: 'Put them in a blade bank or a sealed tin, then take it to a sharps or metal recycling point. Never put loose blades in the bin.',
      },
    ],
    keywords: ['safety razor', 'wet shaving', 'razor'],
    featuredSort: 15,
    variants: [
      {
        gtin: '9312345100668',
        variantName: 'Razor + 5 blades',
        price: 39.99,
        heroImage: '/media/products/kcg-safety-razor.svg',
        iconImage: '/media/icons/kcg-safety-razor-1.svg',
        isDefault: true,
        retailers: [
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670462' },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/kcg-safety-razor-razor-5-blades/3670462',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670462/kcg-safety-razor-razor-5-blades',
          },
        ],
      },
      {
        gtin: '9312345100675',
        variantName: 'Gift box with stand',
        price: 59.99,
        heroImage: '/media/products/kcg-safety-razor-2.svg',
        iconImage: '/media/icons/kcg-safety-razor-2.svg',
        retailers: [],
      },
    ],
    relatedProducts: ['kcg-double-edge-blades', 'kcg-transparent-shave-gel', 'kcg-face-moisturiser'],
    compatibleBlades: ['kcg-double-edge-blades'],
  },
  {
    slug: 'kcg-double-edge-blades',
    title: 'King C. {brand} Double Edge Safety Razor Blades',
    productShortName: 'Double Edge Blades',
    brand: 'kcg',
    categories: ['blades'],
    attributes: { 'Product type': ['Blades'], 'Skin type': ['All'], 'Number of blades': ['1'] },
    shortDescription: 'Platinum-coated double-edge blades that fit all standard safety razors.',
    description: [
      'King C. {brand} Double Edge Blades are stainless steel with a platinum coating for a smooth, sharp edge. Each one is individually wrapped to stay dry and sharp until you need it.',
      'They fit our Safety Razor and any standard double-edge safety razor.',
    ],
    benefits: [
      { title: 'Platinum coated', text: 'Smooth and long lasting.' },
      { title: 'Individually wrapped', text: 'Each blade stays fresh.' },
      { title: 'Universal fit', text: 'Works with standard DE razors.' },
    ],
    howToUse: [
      'Unwrap a blade, holding it by the short edges.',
      "Place it on the razor's centre post and close the head.",
      'Replace every 3–5 shaves, or sooner if you feel any tug.',
    ],
    faq: [
      {
        question: 'How long does a blade last?',
        answer: 'Usually three to five shaves, depending on how coarse your hair is.',
      },
      {
        question: 'Can I take them on a plane?',
        answer: 'Loose razor blades are not allowed in carry-on luggage on most airlines. Pack them in checked baggage.',
      },
    ],
    keywords: ['safety razor', 'razor blades', 'blade refills'],
    featuredSort: 32,
    variants: [
      {
        gtin: '9312345100682',
        variantName: '10 blades',
        price: 9.99,
        heroImage: '/media/products/kcg-double-edge-blades.svg',
        iconImage: '/media/icons/kcg-double-edge-blades-1.svg',
        isDefault: true,
        retailers: [
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670476' },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/kcg-double-edge-blades-10-blades/3670476',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670476/kcg-double-edge-blades-10-blades',
          },
        ],
      },
      {
        gtin: '9312345100699',
        variantName: '30 blades',
        price: 24.99,
        heroImage: '/media/products/kcg-double-edge-blades-2.svg',
        iconImage: '/media/icons/kcg-double-edge-blades-2.svg',
        retailers: [
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/kcg-double-edge-blades-30-blades/3670483',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670483/kcg-double-edge-blades-30-blades',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670483' },
        ],
      },
      {
        gtin: '9312345100705',
        variantName: '100 blades',
        price: 64.99,
        heroImage: '/media/products/kcg-double-edge-blades-3.svg',
        iconImage: '/media/icons/kcg-double-edge-blades-3.svg',
        retailers: [
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670490/kcg-double-edge-blades-100-blades',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670490' },
        ],
      },
    ],
    relatedProducts: ['kcg-safety-razor', 'kcg-transparent-shave-gel'],
  },
  {
    slug: 'kcg-transparent-shave-gel',
    title: 'King C. {brand} Transparent Shave Gel',
    productShortName: 'Transparent Shave Gel',
    brand: 'kcg',
    categories: ['shaving-gel-foam', 'beard-care'],
    attributes: {
      'Product type': ['Shave gel'],
      'Skin type': ['All', 'Sensitive'],
      'Beard length': ['Stubble', 'Short', 'Medium'],
      Scent: ['Cedarwood'],
    },
    shortDescription: 'A clear, non-foaming gel that lets you see every line when edging a beard or shaping stubble.',
    description: [
      'When you are shaping a beard, foam hides exactly the lines you are trying to follow. King C. {brand} Transparent Shave Gel stays clear on the skin, so you can see your edges as you shave them.',
      'It contains avocado oil and cocoa seed butter to help the blade glide, and it works with trimmers, safety razors and cartridge razors alike.',
    ],
    benefits: [
      { title: 'Crystal clear', text: 'See the outline of your beard as you shave.' },
      { title: 'Conditioning oils', text: 'Avocado oil and cocoa seed butter for glide.' },
      { title: 'Versatile', text: 'Works with razors and wet trimmers.' },
    ],
    howToUse: [
      'Apply a thin layer only where you want to shave.',
      'Shave along your planned lines, wiping the gel with your thumb to check progress.',
      'Rinse away the rest with warm water.',
    ],
    faq: [
      {
        question: 'Can I use it for a full shave?',
        answer: 'Yes. It works for a full face shave too, although some men prefer a lather for large areas.',
      },
      {
        question: 'Is the tube travel friendly?',
        answer: 'The 150 ml tube is over 100 ml, so pack it in checked luggage.',
      },
    ],
    keywords: ['shave gel', 'beard styles', 'beard care'],
    featuredSort: 33,
    variants: [
      {
        gtin: '9312345100712',
        variantName: '150 ml',
        price: 14.99,
        heroImage: '/media/products/kcg-transparent-shave-gel.svg',
        iconImage: '/media/icons/kcg-transparent-shave-gel-1.svg',
        isDefault: true,
        retailers: [
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670497/kcg-transparent-shave-gel-150-ml',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/kcg-transparent-shave-gel-150-ml/3670497',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670497' },
        ],
      },
      {
        gtin: '9312345100729',
        variantName: '2 x 150 ml',
        price: 26.99,
        heroImage: '/media/products/kcg-transparent-shave-gel-2.svg',
        iconImage: '/media/icons/kcg-transparent-shave-gel-2.svg',
        retailers: [
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/kcg-transparent-shave-gel-2-x-150-ml/3670504',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670504' },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670504/kcg-transparent-shave-gel-2-x-150-ml',
          },
        ],
      },
    ],
    relatedProducts: ['kcg-style-master-trimmer', 'kcg-safety-razor', 'kcg-beard-oil'],
  },
  {
    slug: 'kcg-face-moisturiser',
    title: 'King C. {brand} Face Moisturiser',
    productShortName: 'Face Moisturiser',
    brand: 'kcg',
    categories: ['skin-care', 'beard-care'],
    attributes: {
      'Product type': ['Moisturiser'],
      'Skin type': ['All', 'Dry', 'Normal'],
      'Beard length': ['Stubble', 'Short'],
    },
    shortDescription: 'A light daily moisturiser with hyaluronic acid and niacinamide that absorbs fast and leaves no shine.',
    description: [
      'King C. {brand} Face Moisturiser hydrates with hyaluronic acid and glycerin, while niacinamide helps even out the look of the skin. The gel-cream texture sinks in within seconds, even through stubble.',
      'Use it morning and night, after washing or shaving, then follow with sunscreen during the day.',
    ],
    benefits: [
      { title: 'Lightweight hydration', text: 'Hyaluronic acid and glycerin draw in moisture.' },
      { title: 'Niacinamide', text: 'Helps improve the look of uneven skin.' },
      { title: 'No shine', text: 'A matte finish, even on oily skin.' },
    ],
    howToUse: [
      'Wash your face and pat dry.',
      'Smooth a pea-sized amount over the face and neck.',
      'Apply sunscreen afterwards in the morning.',
    ],
    faq: [
      {
        question: 'Is it suitable for oily skin?',
        answer: 'Yes. The gel-cream texture is light and oil-free.',
      },
      {
        question: 'Can I use it after shaving?',
        answer: 'Yes. It contains no alcohol, so it will not sting freshly shaved skin.',
      },
    ],
    keywords: ['moisturiser', 'skin care routine', 'dry skin'],
    featuredSort: 34,
    variants: [
      {
        gtin: '9312345100736',
        variantName: '100 ml',
        price: 24.99,
        heroImage: '/media/products/kcg-face-moisturiser.svg',
        iconImage: '/media/icons/kcg-face-moisturiser-1.svg',
        isDefault: true,
        retailers: [
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670511/kcg-face-moisturiser-100-ml',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/kcg-face-moisturiser-100-ml/3670511',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670511' },
        ],
      },
      {
        gtin: '9312345100743',
        variantName: '50 ml',
        price: 16.99,
        heroImage: '/media/products/kcg-face-moisturiser-2.svg',
        iconImage: '/media/icons/kcg-face-moisturiser-2.svg',
        retailers: [
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/kcg-face-moisturiser-50-ml/3670518',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670518' },
        ],
      },
    ],
    relatedProducts: ['kcg-beard-face-wash', 'kcg-beard-oil', 'kcg-safety-razor'],
  },
  {
    slug: 'kcg-beard-brush',
    title: 'King C. {brand} Beard Brush & Comb Set',
    productShortName: 'Beard Brush & Comb',
    brand: 'kcg',
    categories: ['beard-care', 'trimmers'],
    attributes: { 'Product type': ['Beard brush'], 'Skin type': ['All'], 'Beard length': ['Short', 'Medium', 'Long'] },
    shortDescription: 'A wooden beard brush and wide-tooth comb for detangling, distributing oil and shaping.',
    description: [
      'The King C. {brand} Beard Brush & Comb Set pairs a firm-bristle brush with a wide-tooth wooden comb. The brush spreads oil or balm evenly and lifts dead skin from underneath; the comb detangles and shapes.',
      'Both are made from sustainably sourced wood and come in a canvas pouch.',
    ],
    benefits: [
      { title: 'Even application', text: 'Spreads oil and balm right to the roots.' },
      { title: 'Detangles gently', text: 'Wide teeth glide through without snagging.' },
      { title: 'Travel pouch', text: 'Canvas pouch keeps them together.' },
    ],
    howToUse: [
      'Comb through a damp beard to remove tangles.',
      'Apply oil or balm, then brush downwards to distribute it.',
      'Finish by brushing into your preferred shape.',
    ],
    faq: [
      {
        question: 'Should I brush my beard wet or dry?',
        answer: 'Comb when damp to detangle, brush when nearly dry to shape.',
      },
      {
        question: 'How do I clean the brush?',
        answer: 'Remove hair with the comb and rinse the bristles with a little beard wash once a week. Dry it bristles-down.',
      },
    ],
    keywords: ['beard care', 'beard styles'],
    featuredSort: 35,
    variants: [
      {
        gtin: '9312345100750',
        variantName: 'Brush & comb set',
        price: 29.99,
        heroImage: '/media/products/kcg-beard-brush.svg',
        iconImage: '/media/icons/kcg-beard-brush-1.svg',
        isDefault: true,
        retailers: [
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670525' },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/kcg-beard-brush-brush-comb-set/3670525',
          },
        ],
      },
      {
        gtin: '9312345100767',
        variantName: 'Comb only',
        price: 12.99,
        heroImage: '/media/products/kcg-beard-brush-2.svg',
        iconImage: '/media/icons/kcg-beard-brush-2.svg',
        retailers: [
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/kcg-beard-brush-comb-only/3670532',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670532' },
        ],
      },
    ],
    relatedProducts: ['kcg-beard-oil', 'kcg-beard-balm'],
  },
  {
    slug: 'labs-exfoliating-razor',
    title: '{brand}Labs Razor with Exfoliating Bar',
    productShortName: 'Labs Exfoliating Razor',
    brand: 'labs',
    categories: ['razors'],
    attributes: { 'Product type': ['Razor'], 'Skin type': ['All', 'Normal'], 'Number of blades': ['5'] },
    shortDescription: 'A five-blade razor with an exfoliating bar that clears away dirt and dead skin ahead of the blades.',
    description: [
      'The {brand}Labs Razor combines two steps in one stroke. An exfoliating bar in front of the blades gently clears away dirt, oil and dead skin so the five blades that follow meet clean, smooth skin.',
      'The handle is weighted with a brushed-metal finish and comes with a magnetic stand that keeps it upright and dry on the vanity.',
    ],
    benefits: [
      { title: 'Exfoliating bar', text: 'Clears the way for the blades on every stroke.' },
      { title: 'Five-blade cartridge', text: 'A close, comfortable result.' },
      { title: 'Magnetic stand', text: 'Keeps the razor dry and within reach.' },
    ],
    howToUse: [
      'Wash your face with {brand}Labs Face Wash.',
      'Apply {brand}Labs Shave Gel to damp skin.',
      'Shave with the grain; the exfoliating bar works automatically.',
      'Rinse and return the razor to its stand.',
    ],
    faq: [
      {
        question: 'Is the exfoliating bar too harsh for daily use?',
        answer: 'No. It is a soft, flexible bar designed for every shave.',
      },
      {
        question: 'Which cartridges fit?',
        answer: '{brand}Labs cartridges, which include the exfoliating bar.',
      },
    ],
    keywords: ['labs', 'razor', 'exfoliation'],
    featuredSort: 8,
    variants: [
      {
        gtin: '9312345100774',
        variantName: 'Razor + 1 cartridge + stand',
        price: 24.99,
        heroImage: '/media/products/labs-exfoliating-razor.svg',
        iconImage: '/media/icons/labs-exfoliating-razor-1.svg',
        isDefault: true,
        retailers: [
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/labs-exfoliating-razor-razor-1-cartridge-stand/3670539',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670539/labs-exfoliating-razor-razor-1-cartridge-stand',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670539' },
        ],
      },
      {
        gtin: '9312345100781',
        variantName: 'Razor + 3 cartridges + stand',
        price: 34.99,
        heroImage: '/media/products/labs-exfoliating-razor-2.svg',
        iconImage: '/media/icons/labs-exfoliating-razor-2.svg',
        retailers: [
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670546/labs-exfoliating-razor-razor-3-cartridges-stand',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670546' },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/labs-exfoliating-razor-razor-3-cartridges-stand/3670546',
          },
        ],
      },
    ],
    relatedProducts: ['labs-blades', 'labs-shave-gel', 'labs-face-wash'],
    compatibleBlades: ['labs-blades'],
  },
  {
    slug: 'labs-blades',
    title: '{brand}Labs Razor Blades',
    productShortName: 'Labs Blades',
    brand: 'labs',
    categories: ['blades'],
    attributes: { 'Product type': ['Blades'], 'Skin type': ['All', 'Normal'], 'Number of blades': ['5'] },
    shortDescription: 'Refill cartridges with a built-in exfoliating bar for the {brand}Labs Razor.',
    description: [
      '{brand}Labs cartridges each include the exfoliating bar, five blades and a lubricating strip, so every cartridge change also refreshes the exfoliating surface.',
      'Designed for the {brand}Labs Razor handle.',
    ],
    benefits: [
      { title: 'Fresh exfoliating bar', text: 'Built into every cartridge.' },
      { title: 'Five blades', text: 'Closeness in fewer strokes.' },
      { title: 'Lubricating strip', text: 'Smooth glide.' },
    ],
    howToUse: [
      'Press the release button to remove the used cartridge.',
      'Click on a new cartridge.',
      'Rinse and dry after each shave.',
    ],
    faq: [
      {
        question: 'Do they fit my Fusion5 handle?',
        answer: 'No. Labs cartridges are designed for the Labs handle only.',
      },
      {
        question: 'How often should I replace them?',
        answer: 'When the shave starts to pull, usually after 5–10 shaves.',
      },
    ],
    keywords: ['labs', 'razor blades', 'blade refills'],
    featuredSort: 36,
    variants: [
      {
        gtin: '9312345100798',
        variantName: '4 pack',
        price: 29.99,
        heroImage: '/media/products/labs-blades.svg',
        iconImage: '/media/icons/labs-blades-1.svg',
        isDefault: true,
        retailers: [
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/labs-blades-4-pack/3670553',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670553/labs-blades-4-pack',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670553' },
        ],
      },
      {
        gtin: '9312345100804',
        variantName: '8 pack',
        price: 54.99,
        heroImage: '/media/products/labs-blades-2.svg',
        iconImage: '/media/icons/labs-blades-2.svg',
        retailers: [
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670560/labs-blades-8-pack',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670560' },
        ],
      },
    ],
    relatedProducts: ['labs-exfoliating-razor', 'labs-shave-gel'],
  },
  {
    slug: 'labs-face-wash',
    title: '{brand}Labs Deep Cleansing Face Wash',
    productShortName: 'Labs Face Wash',
    brand: 'labs',
    categories: ['skin-care'],
    attributes: { 'Product type': ['Face wash'], 'Skin type': ['All', 'Normal'], Scent: ['Citrus'] },
    shortDescription: 'A daily gel cleanser with salicylic acid that clears oil and buildup from pores.',
    description: [
      '{brand}Labs Deep Cleansing Face Wash uses a low level of salicylic acid to clean inside pores, along with glycerin so skin does not feel tight afterwards.',
      'Using it before a shave removes the oil and grime that can clog blades and lead to breakouts.',
    ],
    benefits: [
      { title: 'Salicylic acid', text: 'Helps keep pores clear.' },
      { title: 'Balanced', text: 'Cleans without stripping.' },
      { title: 'Pre-shave prep', text: 'Removes oil that clogs blades.' },
    ],
    howToUse: [
      'Wet your face with lukewarm water.',
      'Massage a small amount into the skin for 30 seconds.',
      'Rinse thoroughly and pat dry.',
    ],
    faq: [
      {
        question: 'Can I use it twice a day?',
        answer: 'Yes, morning and night. If your skin feels dry, use it once a day.',
      },
      {
        question: 'Is it suitable for sensitive skin?',
        answer: 'Most people tolerate it well, but patch test first if your skin reacts to active ingredients.',
      },
    ],
    keywords: ['labs', 'face wash', 'skin care routine'],
    featuredSort: 37,
    variants: [
      {
        gtin: '9312345100811',
        variantName: '100 ml',
        price: 14.99,
        heroImage: '/media/products/labs-face-wash.svg',
        iconImage: '/media/icons/labs-face-wash-1.svg',
        isDefault: true,
        retailers: [
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/labs-face-wash-100-ml/3670567',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670567/labs-face-wash-100-ml',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670567' },
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670567/labs-face-wash-100-ml',
          },
        ],
      },
      {
        gtin: '9312345100828',
        variantName: '200 ml',
        price: 24.99,
        heroImage: '/media/products/labs-face-wash-2.svg',
        iconImage: '/media/icons/labs-face-wash-2.svg',
        retailers: [
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670574/labs-face-wash-200-ml',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670574' },
        ],
      },
    ],
    relatedProducts: ['labs-moisturiser', 'labs-exfoliating-razor', 'labs-shave-gel'],
  },
  {
    slug: 'labs-shave-gel',
    title: '{brand}Labs Quick Rinse Shave Gel',
    productShortName: 'Labs Shave Gel',
    brand: 'labs',
    categories: ['shaving-gel-foam'],
    attributes: { 'Product type': ['Shave gel'], 'Skin type': ['All'], Scent: ['Citrus'] },
    shortDescription: 'A fast-rinsing shave gel that washes off blades in seconds, so your cartridge stays clear.',
    description: [
      '{brand}Labs Quick Rinse Shave Gel gives a slick, protective layer while you shave and rinses off cartridges up to twice as fast as a typical foam, which keeps blades clear between strokes.',
      'It comes in a squeezable tube with a precise nozzle: no aerosol and no waste.',
    ],
    benefits: [
      { title: 'Quick rinse', text: 'Washes off blades fast.' },
      { title: 'Aerosol-free tube', text: 'Use every last drop.' },
      { title: 'Slick glide', text: 'Protects skin during the shave.' },
    ],
    howToUse: [
      'Squeeze a small amount onto your fingertips.',
      'Apply to damp skin in a thin layer.',
      'Shave, rinsing the cartridge under running water.',
    ],
    faq: [
      { question: 'Does it lather?', answer: 'It forms a light, creamy layer rather than a thick foam.' },
      {
        question: 'Is the tube recyclable?',
        answer: 'The cap and tube are made from a single plastic type, so they can be recycled where soft-plastic collection is available.',
      },
    ],
    keywords: ['labs', 'shave gel'],
    featuredSort: 38,
    variants: [
      {
        gtin: '9312345100835',
        variantName: '150 ml',
        price: 12.99,
        heroImage: '/media/products/labs-shave-gel.svg',
        iconImage: '/media/icons/labs-shave-gel-1.svg',
        isDefault: true,
        retailers: [
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/labs-shave-gel-150-ml/3670581',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670581/labs-shave-gel-150-ml',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670581' },
        ],
      },
      {
        gtin: '9312345100842',
        variantName: '2 x 150 ml',
        price: 22.99,
        heroImage: '/media/products/labs-shave-gel-2.svg',
        iconImage: '/media/icons/labs-shave-gel-2.svg',
        retailers: [
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670588/labs-shave-gel-2-x-150-ml',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670588' },
        ],
      },
    ],
    relatedProducts: ['labs-exfoliating-razor', 'labs-face-wash', 'labs-moisturiser'],
  },
  {
    slug: 'labs-moisturiser',
    title: '{brand}Labs Hydrating Moisturiser',
    productShortName: 'Labs Moisturiser',
    brand: 'labs',
    categories: ['skin-care'],
    attributes: { 'Product type': ['Moisturiser'], 'Skin type': ['All', 'Dry'], Scent: ['Fragrance-free'] },
    shortDescription: 'A fragrance-free daily moisturiser with squalane and hyaluronic acid for comfortable, hydrated skin.',
    description: [
      '{brand}Labs Hydrating Moisturiser combines squalane, which helps replace lost oils, with hyaluronic acid, which draws in water. Together they keep skin comfortable from morning to night.',
      'The fragrance-free formula is suitable after shaving and absorbs quickly with no residue.',
    ],
    benefits: [
      { title: 'Squalane', text: 'Lightweight lipid that softens skin.' },
      { title: 'Hyaluronic acid', text: 'Helps skin hold on to moisture.' },
      { title: 'Fragrance-free', text: 'Gentle enough for just-shaved skin.' },
    ],
    howToUse: [
      'After washing or shaving, pat skin dry.',
      'Apply a pea-sized amount to face and neck.',
      'Follow with sunscreen in the morning.',
    ],
    faq: [
      { question: 'Can I use it under sunscreen?', answer: 'Yes. Give it a minute to absorb first.' },
      { question: 'How long will a tube last?', answer: 'About two months with twice-daily use.' },
    ],
    keywords: ['labs', 'moisturiser', 'skin care routine'],
    featuredSort: 39,
    variants: [
      {
        gtin: '9312345100859',
        variantName: '100 ml',
        price: 19.99,
        heroImage: '/media/products/labs-moisturiser.svg',
        iconImage: '/media/icons/labs-moisturiser-1.svg',
        isDefault: true,
        retailers: [
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/labs-moisturiser-100-ml/3670595',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670595/labs-moisturiser-100-ml',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670595' },
        ],
      },
      {
        gtin: '9312345100866',
        variantName: '50 ml',
        price: 12.99,
        heroImage: '/media/products/labs-moisturiser-2.svg',
        iconImage: '/media/icons/labs-moisturiser-2.svg',
        retailers: [
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670602/labs-moisturiser-50-ml',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670602' },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/labs-moisturiser-50-ml/3670602',
          },
        ],
      },
    ],
    relatedProducts: ['labs-face-wash', 'labs-shave-gel', 'labs-exfoliating-razor'],
  },
  {
    slug: 'intimate-pubic-razor',
    title: '{brand} Intimate Pubic Hair Razor',
    productShortName: 'Intimate Pubic Razor',
    brand: 'intimate',
    categories: ['body-intimate', 'razors'],
    attributes: { 'Product type': ['Razor'], 'Skin type': ['Sensitive'], 'Number of blades': ['3'] },
    shortDescription: 'A razor designed for the pubic area, with a guard that helps prevent nicks and cuts.',
    description: [
      'Skin in the pubic area is thinner and more curved than the face, and hair there grows in several directions. The {brand} Intimate Pubic Hair Razor has a narrower cartridge with a protective guard to help prevent nicks, and a lubricating strip made with aloe.',
      'The handle is angled for visibility and control, and the cartridge rinses clean quickly even with longer hair.',
    ],
    benefits: [
      { title: 'Protective guard', text: 'Helps prevent nicks and cuts on delicate skin.' },
      { title: 'Narrow cartridge', text: 'Easier to manoeuvre around curves.' },
      { title: 'Easy rinse', text: 'Handles longer hair without clogging.' },
    ],
    howToUse: [
      'Trim longer hair first with scissors or a trimmer.',
      'Wash the area and apply {brand} Intimate Shave Cream.',
      'Hold skin taut and shave gently in the direction of growth.',
      'Rinse with cool water and pat dry.',
    ],
    faq: [
      {
        question: 'Can I use a regular razor instead?',
        answer: 'You can, but this razor is designed for the area, with a narrower head and guard to reduce nicks.',
      },
      {
        question: 'How do I avoid bumps afterwards?',
        answer: 'Shave with the grain, use a fresh cartridge, avoid tight clothing straight afterwards and keep the area moisturised.',
      },
    ],
    keywords: ['intimate', 'pubic hair', 'body grooming'],
    featuredSort: 9,
    variants: [
      {
        gtin: '9312345100873',
        variantName: 'Razor + 1 cartridge',
        price: 17.99,
        heroImage: '/media/products/intimate-pubic-razor.svg',
        iconImage: '/media/icons/intimate-pubic-razor-1.svg',
        isDefault: true,
        retailers: [
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670609/intimate-pubic-razor-razor-1-cartridge',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/intimate-pubic-razor-razor-1-cartridge/3670609',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670609' },
          {
            retailer: 'woolworths',
            url: 'https://www.woolworths.com.au/shop/productdetails/3670609/intimate-pubic-razor-razor-1-cartridge',
          },
        ],
      },
      {
        gtin: '9312345100880',
        variantName: 'Razor + 2 cartridges',
        price: 21.99,
        heroImage: '/media/products/intimate-pubic-razor-2.svg',
        iconImage: '/media/icons/intimate-pubic-razor-2.svg',
        retailers: [
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/intimate-pubic-razor-razor-2-cartridges/3670616',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670616' },
        ],
      },
    ],
    relatedProducts: ['intimate-blades', 'intimate-shave-cream', 'intimate-hair-skin-wash'],
    compatibleBlades: ['intimate-blades'],
  },
  {
    slug: 'intimate-blades',
    title: '{brand} Intimate Razor Blades',
    productShortName: 'Intimate Blades',
    brand: 'intimate',
    categories: ['body-intimate', 'blades'],
    attributes: { 'Product type': ['Blades'], 'Skin type': ['Sensitive'], 'Number of blades': ['3'] },
    shortDescription: 'Refill cartridges with a protective guard for the {brand} Intimate Pubic Hair Razor.',
    description: [
      '{brand} Intimate cartridges keep the protective guard, aloe strip and narrow profile that make the Intimate razor comfortable to use.',
      'Change cartridges often: a fresh blade is the single best way to avoid irritation in sensitive areas.',
    ],
    benefits: [
      { title: 'Protective guard', text: 'Built into every cartridge.' },
      { title: 'Aloe strip', text: 'Helps the razor glide.' },
      { title: 'Hygienic', text: 'Keep your intimate razor separate from your face razor.' },
    ],
    howToUse: [
      'Remove the old cartridge with the release button.',
      'Click on a new cartridge.',
      'Rinse and dry after every use.',
    ],
    faq: [
      { question: 'Do these fit other handles?', answer: 'They fit {brand} Intimate handles only.' },
      {
        question: 'How often should I change them?',
        answer: 'After about five uses, or sooner if you notice any pulling.',
      },
    ],
    keywords: ['intimate', 'razor blades', 'blade refills'],
    featuredSort: 40,
    variants: [
      {
        gtin: '9312345100897',
        variantName: '4 pack',
        price: 24.99,
        heroImage: '/media/products/intimate-blades.svg',
        iconImage: '/media/icons/intimate-blades-1.svg',
        isDefault: true,
        retailers: [
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670623/intimate-blades-4-pack',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/intimate-blades-4-pack/3670623',
          },
        ],
      },
      {
        gtin: '9312345100903',
        variantName: '8 pack',
        price: 44.99,
        heroImage: '/media/products/intimate-blades-2.svg',
        iconImage: '/media/icons/intimate-blades-2.svg',
        retailers: [
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/intimate-blades-8-pack/3670630',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670630' },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670630/intimate-blades-8-pack',
          },
        ],
      },
    ],
    relatedProducts: ['intimate-pubic-razor', 'intimate-shave-cream'],
  },
  {
    slug: 'intimate-hair-skin-wash',
    title: '{brand} Intimate Pubic Hair & Skin Wash',
    productShortName: 'Intimate Hair & Skin Wash',
    brand: 'intimate',
    categories: ['body-intimate'],
    attributes: { 'Product type': ['Body wash'], 'Skin type': ['Sensitive', 'All'], Scent: ['Fresh'] },
    shortDescription: 'A pH-balanced, soap-free wash for pubic hair and skin that cleans gently every day.',
    description: [
      '{brand} Intimate Pubic Hair & Skin Wash is soap-free and pH-balanced for the skin around the groin. It cleans hair and skin gently, with a light, fresh scent that is not overpowering.',
      'It is for external use on the pubic area and surrounding skin.',
    ],
    benefits: [
      { title: 'pH balanced', text: 'Gentle on delicate skin.' },
      { title: 'Soap-free', text: 'Will not leave skin tight or dry.' },
      { title: 'Hair and skin', text: 'Conditions hair as it cleans.' },
    ],
    howToUse: [
      'In the shower, apply a small amount to wet hair and skin.',
      'Massage gently into a lather.',
      'Rinse thoroughly.',
    ],
    faq: [
      { question: 'Can I use it every day?', answer: 'Yes, it is gentle enough for daily use.' },
      { question: 'Is it for internal use?', answer: 'No. It is for external use only.' },
    ],
    keywords: ['intimate', 'body wash', 'pubic hair'],
    featuredSort: 41,
    variants: [
      {
        gtin: '9312345100910',
        variantName: '250 ml',
        price: 12.99,
        heroImage: '/media/products/intimate-hair-skin-wash.svg',
        iconImage: '/media/icons/intimate-hair-skin-wash-1.svg',
        isDefault: true,
        retailers: [
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670637/intimate-hair-skin-wash-250-ml',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/intimate-hair-skin-wash-250-ml/3670637',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670637' },
        ],
      },
      {
        gtin: '9312345100927',
        variantName: '2 x 250 ml',
        price: 22.99,
        heroImage: '/media/products/intimate-hair-skin-wash-2.svg',
        iconImage: '/media/icons/intimate-hair-skin-wash-2.svg',
        retailers: [
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/intimate-hair-skin-wash-2-x-250-ml/3670644',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670644' },
        ],
      },
    ],
    relatedProducts: ['intimate-pubic-razor', 'intimate-2in1-cleanser', 'intimate-shave-cream'],
  },
  {
    slug: 'intimate-shave-cream',
    title: '{brand} Intimate Pubic Shave Cream',
    productShortName: 'Intimate Shave Cream',
    brand: 'intimate',
    categories: ['body-intimate', 'shaving-gel-foam'],
    attributes: { 'Product type': ['Shave cream'], 'Skin type': ['Sensitive'], Scent: ['Fragrance-free'] },
    shortDescription: 'A non-foaming, fragrance-free cream that shows where you are shaving and cushions delicate skin.',
    description: [
      '{brand} Intimate Pubic Shave Cream is a translucent, non-foaming cream, so you can see exactly where you are shaving. It cushions the skin and helps the razor glide over curves.',
      'It has no added fragrance and is dermatologically tested for use on the pubic area.',
    ],
    benefits: [
      { title: 'See where you shave', text: 'Translucent, non-foaming formula.' },
      { title: 'Fragrance-free', text: 'Nothing extra to irritate delicate skin.' },
      { title: 'Cushioning glide', text: 'Helps reduce nicks and razor burn.' },
    ],
    howToUse: [
      'Trim long hair first.',
      'Apply a thin layer to wet skin.',
      'Shave gently with the grain, then rinse with cool water.',
    ],
    faq: [
      {
        question: 'Can I use regular shave gel instead?',
        answer: 'You can, but many gels contain fragrance, and foam hides the area you are shaving.',
      },
      {
        question: 'Is it tested on the pubic area?',
        answer: 'Yes, it has been dermatologically tested for use on pubic skin.',
      },
    ],
    keywords: ['intimate', 'shaving cream', 'pubic hair'],
    featuredSort: 42,
    variants: [
      {
        gtin: '9312345100934',
        variantName: '177 ml',
        price: 12.99,
        heroImage: '/media/products/intimate-shave-cream.svg',
        iconImage: '/media/icons/intimate-shave-cream-1.svg',
        isDefault: true,
        retailers: [
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670651/intimate-shave-cream-177-ml',
          },
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/intimate-shave-cream-177-ml/3670651',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670651' },
        ],
      },
      {
        gtin: '9312345100941',
        variantName: '2 x 177 ml',
        price: 22.99,
        heroImage: '/media/products/intimate-shave-cream-2.svg',
        iconImage: '/media/icons/intimate-shave-cream-2.svg',
        retailers: [
          {
            retailer: 'priceline',
            url: 'https://www.priceline.com.au/en/product/intimate-shave-cream-2-x-177-ml/3670658',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670658' },
        ],
      },
    ],
    relatedProducts: ['intimate-pubic-razor', 'intimate-blades', 'intimate-hair-skin-wash'],
  },
  {
    slug: 'intimate-2in1-cleanser',
    title: '{brand} Intimate Pubic 2-in-1 Cleanser & Shave Gel',
    productShortName: 'Intimate 2-in-1 Cleanser',
    brand: 'intimate',
    categories: ['body-intimate'],
    attributes: { 'Product type': ['Cleanser'], 'Skin type': ['Sensitive', 'Normal'], Scent: ['Fresh'] },
    shortDescription: 'Cleans and prepares the pubic area for shaving in one step, with aloe and a light fresh scent.',
    description: [
      '{brand} Intimate 2-in-1 Cleanser & Shave Gel washes the area and then doubles as a shave gel, so you do not need a second product in the shower.',
      'Aloe vera helps the skin feel soothed afterwards, and the gel rinses clean without residue.',
    ],
    benefits: [
      { title: 'Two steps in one', text: 'Cleanse and shave with one product.' },
      { title: 'Aloe vera', text: 'Helps skin feel calm after shaving.' },
      { title: 'Clean rinse', text: 'No slippery residue.' },
    ],
    howToUse: [
      'Apply to wet skin and massage to cleanse.',
      'Leave a thin layer on the area you want to shave.',
      'Shave gently, then rinse thoroughly.',
    ],
    faq: [
      {
        question: 'Can I use it just as a wash?',
        answer: 'Yes. On days you do not shave, simply rinse it off after cleansing.',
      },
      {
        question: 'Does it foam?',
        answer: 'It forms a light lather that stays see-through enough to shave with.',
      },
    ],
    keywords: ['intimate', 'body wash', 'body grooming'],
    featuredSort: 43,
    variants: [
      {
        gtin: '9312345100958',
        variantName: '177 ml',
        price: 14.99,
        heroImage: '/media/products/intimate-2in1-cleanser.svg',
        iconImage: '/media/icons/intimate-2in1-cleanser-1.svg',
        isDefault: true,
        retailers: [
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670665/intimate-2in1-cleanser-177-ml',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670665' },
        ],
      },
      {
        gtin: '9312345100965',
        variantName: '2 x 177 ml',
        price: 26.99,
        heroImage: '/media/products/intimate-2in1-cleanser-2.svg',
        iconImage: '/media/icons/intimate-2in1-cleanser-2.svg',
        retailers: [],
      },
    ],
    relatedProducts: ['intimate-hair-skin-wash', 'intimate-pubic-razor'],
  },
  {
    slug: 'gaming-limited-edition-razor',
    title: '{brand} Gaming Limited Edition Razor',
    productShortName: 'Gaming Limited Edition Razor',
    brand: 'gaming',
    categories: ['gaming-gear', 'razors'],
    attributes: { 'Product type': ['Razor'], 'Skin type': ['All'], 'Number of blades': ['5'] },
    shortDescription: 'A limited-run five-blade razor with a neon-accented handle and a quick morning-after shave.',
    description: [
      'The {brand} Gaming Limited Edition Razor puts a five-blade shave in a matte black handle with neon green accents, inspired by RGB setups everywhere. Each handle is numbered on the underside.',
      'Underneath the looks is a pivoting five-blade cartridge with a precision trimmer, so you can go from an all-night session to presentable in a couple of minutes.',
    ],
    benefits: [
      { title: 'Numbered limited run', text: 'Once they are gone, they are gone.' },
      { title: 'Five-blade cartridge', text: 'Fast, close results.' },
      { title: 'Grip-textured handle', text: 'Secure hold with wet hands.' },
    ],
    howToUse: [
      'Soften stubble with warm water and apply shave gel.',
      'Shave with the grain using light strokes.',
      'Rinse, dry and store upright.',
    ],
    faq: [
      {
        question: 'Which blades fit?',
        answer: 'The Gaming Limited Edition blades, and any Fusion5 cartridge.',
      },
      { question: 'Will it be restocked?', answer: 'No. Each edition is a single production run.' },
    ],
    keywords: ['gaming', 'limited edition', 'razor'],
    featuredSort: 10,
    variants: [
      {
        gtin: '9312345100972',
        variantName: 'Razor + 2 cartridges',
        price: 24.99,
        heroImage: '/media/products/gaming-limited-edition-razor.svg',
        iconImage: '/media/icons/gaming-limited-edition-razor-1.svg',
        isDefault: true,
        retailers: [
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670679' },
          {
            retailer: 'big-w',
            url: 'https://www.bigw.com.au/product/gaming-limited-edition-razor-razor-2-cartridges/p/3670679',
          },
        ],
      },
      {
        gtin: '9312345100989',
        variantName: 'Collector box',
        price: 39.99,
        heroImage: '/media/products/gaming-limited-edition-razor-2.svg',
        iconImage: '/media/icons/gaming-limited-edition-razor-2.svg',
        retailers: [
          {
            retailer: 'big-w',
            url: 'https://www.bigw.com.au/product/gaming-limited-edition-razor-collector-box/p/3670686',
          },
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670686' },
        ],
      },
    ],
    relatedProducts: ['gaming-limited-edition-blades', 'gaming-skin-care-kit', 'fusion5-blades'],
    compatibleBlades: ['gaming-limited-edition-blades', 'fusion5-blades'],
  },
  {
    slug: 'gaming-limited-edition-blades',
    title: '{brand} Gaming Limited Edition Blades',
    productShortName: 'Gaming Limited Edition Blades',
    brand: 'gaming',
    categories: ['gaming-gear', 'blades'],
    attributes: { 'Product type': ['Blades'], 'Skin type': ['All'], 'Number of blades': ['5'] },
    shortDescription: 'Five-blade cartridges in a neon limited-edition pack. Fit the Gaming razor and all Fusion5 handles.',
    description: [
      '{brand} Gaming Limited Edition Blades are five-blade cartridges with a neon green lubricating strip, packed in a collectible tin.',
      'They fit the Gaming Limited Edition Razor and every Fusion5, ProGlide and ProShield handle.',
    ],
    benefits: [
      { title: 'Collectible tin', text: 'Reusable storage for your desk or bag.' },
      { title: 'Wide compatibility', text: 'Fits Fusion5, ProGlide and ProShield handles.' },
      { title: 'Lubricating strip', text: 'Smooth glide every time.' },
    ],
    howToUse: [
      'Remove the old cartridge with the release button.',
      'Click a new cartridge onto the handle.',
      'Rinse and dry after each shave.',
    ],
    faq: [
      {
        question: 'Are these different to regular Fusion5 blades?',
        answer: 'The blades are the same quality; the strip colour and packaging are exclusive.',
      },
      {
        question: 'Is the tin recyclable?',
        answer: 'Yes, the tin is steel and can go in kerbside recycling once empty.',
      },
    ],
    keywords: ['gaming', 'limited edition', 'razor blades'],
    featuredSort: 44,
    variants: [
      {
        gtin: '9312345100996',
        variantName: '4 pack tin',
        price: 29.99,
        heroImage: '/media/products/gaming-limited-edition-blades.svg',
        iconImage: '/media/icons/gaming-limited-edition-blades-1.svg',
        isDefault: true,
        retailers: [
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670693' },
          {
            retailer: 'big-w',
            url: 'https://www.bigw.com.au/product/gaming-limited-edition-blades-4-pack-tin/p/3670693',
          },
        ],
      },
      {
        gtin: '9312345101009',
        variantName: '8 pack tin',
        price: 54.99,
        heroImage: '/media/products/gaming-limited-edition-blades-2.svg',
        iconImage: '/media/icons/gaming-limited-edition-blades-2.svg',
        retailers: [],
      },
    ],
    relatedProducts: ['gaming-limited-edition-razor', 'gaming-skin-care-kit'],
  },
  {
    slug: 'gaming-skin-care-kit',
    title: '{brand} Gaming Skin-Care Kit',
    productShortName: 'Gaming Skin-Care Kit',
    brand: 'gaming',
    categories: ['gaming-gear', 'skin-care', 'gift-sets'],
    attributes: { 'Product type': ['Skin-care kit'], 'Skin type': ['All', 'Normal'] },
    shortDescription: 'A face wash, cooling eye gel and moisturiser for gamers who spend long hours in front of a screen.',
    description: [
      'Long sessions, late nights and a headset pressing on your skin all take their toll. The {brand} Gaming Skin-Care Kit includes a refreshing face wash, a cooling eye gel with caffeine and a lightweight moisturiser.',
      'Everything comes in a neon-accented zip case that fits next to your controller, ready for a quick reset between matches.',
    ],
    benefits: [
      { title: 'Three-step routine', text: 'Cleanse, cool and moisturise in under two minutes.' },
      { title: 'Cooling eye gel', text: 'With caffeine to help skin look refreshed.' },
      { title: 'Zip case', text: 'Compact and easy to pack for LAN events.' },
    ],
    howToUse: [
      'Wash your face with the cleanser and pat dry.',
      'Tap a small amount of eye gel under each eye with your ring finger.',
      'Finish with a pea-sized amount of moisturiser.',
    ],
    faq: [
      {
        question: 'Can I buy the products separately?',
        answer: 'Not at the moment; they are only available in this kit.',
      },
      {
        question: 'Is the eye gel safe for contact lens wearers?',
        answer: 'Yes, but keep it out of the eyes themselves and wash your hands before touching your lenses.',
      },
    ],
    keywords: ['gaming', 'skin care routine', 'gift ideas'],
    featuredSort: 45,
    variants: [
      {
        gtin: '9312345101016',
        variantName: 'Kit',
        price: 49.99,
        heroImage: '/media/products/gaming-skin-care-kit.svg',
        iconImage: '/media/icons/gaming-skin-care-kit-1.svg',
        isDefault: true,
        retailers: [
          { retailer: 'amazon-au', url: 'https://www.amazon.com.au/dp/B003670707' },
          { retailer: 'big-w', url: 'https://www.bigw.com.au/product/gaming-skin-care-kit-kit/p/3670707' },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670707/gaming-skin-care-kit-kit',
          },
        ],
      },
      {
        gtin: '9312345101023',
        variantName: 'Kit + Limited Edition Razor',
        price: 69.99,
        heroImage: '/media/products/gaming-skin-care-kit-2.svg',
        iconImage: '/media/icons/gaming-skin-care-kit-2.svg',
        retailers: [
          {
            retailer: 'big-w',
            url: 'https://www.bigw.com.au/product/gaming-skin-care-kit-kit-limited-edition-razor/p/3670714',
          },
          {
            retailer: 'chemist-warehouse',
            url: 'https://www.chemistwarehouse.com.au/buy/3670714/gaming-skin-care-kit-kit-limited-edition-razor',
          },
        ],
      },
    ],
    relatedProducts: ['gaming-limited-edition-razor', 'gaming-limited-edition-blades', 'labs-moisturiser'],
  },
]
