/**
 * The public address of each kind of page, in one place: cards, the sitemap page, sitemap.xml,
 * canonical URLs, breadcrumbs and structured data all build links here.
 */
export const LOCALE_HOME = '/en-au/'

/** A content page by its path after /en-au/ ('' is the home page). */
export const pageUrl = (path: string | null | undefined) => `${LOCALE_HOME}${path ?? ''}`

/** A product page: /en-au/products/{slug}. */
export const productUrl = (product: { slug: string }) => `${LOCALE_HOME}products/${product.slug}`

/** A product family: /en-au/family/{slug}. */
/** A product's write-review page. */
export const writeReviewUrl = (product: { slug: string }) => `${LOCALE_HOME}write-review/${product.slug}`

/** A product's questions and answers, with the form to ask one. */
export const questionsUrl = (product: { slug: string }) => `${LOCALE_HOME}questions/${product.slug}`

/** A sampling campaign's application page: /en-au/sampling/{slug}. */
export const samplingUrl = (campaign: { slug: string }) => `${LOCALE_HOME}sampling/${campaign.slug}`

export const familyUrl = (family: { slug: string }) => `${LOCALE_HOME}family/${family.slug}`

/** An article: /en-au/articles/{section}/{slug} ('all' when it has no section). */
export const articleUrl = (article: { slug: string; sectionSlug?: string | null }) => `${LOCALE_HOME}articles/${article.sectionSlug || 'all'}/${article.slug}`

/** An article section's list: /en-au/articles/{section}. */
export const articleSectionUrl = (section: { slug: string }) => `${LOCALE_HOME}articles/${section.slug}`
