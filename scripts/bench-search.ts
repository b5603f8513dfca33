/**
 * Benchmark of the built-in search engine (`npm run bench:search`): 5,000 products, 5,000 articles and
 * 400 keywords of generated grooming copy (word frequencies following Zipf's law, as real text does);
 * prints the index build time and memory, then runs 1,000 mixed queries (prefixes, typos, several words,
 * empty; every index and sort replica) through the function the HTTP route uses (request parsing and
 * engine, without HTTP) and prints p50/p95/p99.
 * The same queries go through an engine with the editors' steering in force (100 synonyms, 100 query
 * rules: pins, hides, redirects, banners, some outside their period), one with the rules only, one with
 * the rules and 100 synonyms of words no query uses (steering's own cost, without the records that
 * synonyms of searched words add) and a second engine without steering (the run's noise floor),
 * interleaved query by query so that a busy spell on the shared machine slows each alike; their
 * percentiles are compared with the plain engine's. A fixed piece of work timed before and after gives
 * the machine's speed. `BENCH_SEARCH_STEERING=0` measures without steering only. Needs no database. Run
 * with --expose-gc (the npm script does) for steadier memory figures.
 */
import { type SearchEngine, type SearchSteering, createSearchEngine } from '../src/features/search/server/engine'
import type { AlgoliaRule } from '../src/features/search/server/queryRules'
import type { AlgoliaSynonym } from '../src/features/search/server/synonyms'
import { parseMultipleQueries } from '../src/features/search/server/queryRequest'
import { allSearchIndexNames } from '../src/features/search/indexNames'
import type { ArticleSearchRecord, KeywordSearchRecord, ProductSearchRecord, SearchRecords } from '../src/features/search/records'

const PRODUCTS = 5_000
const ARTICLES = 5_000
const KEYWORDS = 400
const QUERIES = 1_000

/** Deterministic pseudo-random numbers (mulberry32), so every run searches the same data. */
function randomSource(seed: number) {
  let state = seed
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1))
  return { next, pick, between }
}

const random = randomSource(20_26)
const { pick, between } = random

const lines = ['Fusion5', 'ProGlide', 'Mach3', 'SkinGuard', 'Venus', 'ProShield', 'Sensor', 'Labs', 'King', 'Intimate', 'Comfort', 'Precision']
const kinds = [
  'Razor',
  'Blade Refills',
  'Shave Gel',
  'Shave Foam',
  'Beard Oil',
  'Beard Balm',
  'Face Wash',
  'Moisturiser',
  'Trimmer',
  'Body Wash',
  'After Shave Balm',
  'Exfoliating Scrub',
  'Travel Kit',
  'Gift Set',
  'Styling Paste',
]
const qualities = ['Sensitive', 'Cooling', 'Hydrating', 'Power', 'Classic', 'Ultra', 'Fresh', 'Gentle', 'Charcoal', 'Aloe', 'Sport', 'Original']
const sections = ['shaving-tips', 'beard-care', 'skin-care', 'body-grooming', 'style']
const articleOpeners = ['How to', 'Why you should', 'The best way to', 'When to', 'Ten tips to', 'A beginner’s guide to']
const articleTasks = [
  'shave your neck',
  'grow a fuller beard',
  'prevent razor burn',
  'choose a razor',
  'care for sensitive skin',
  'trim a moustache',
  'shave your head',
  'stop ingrown hairs',
  'travel with a razor',
  'shape your beard',
  'exfoliate before shaving',
  'pick a shave gel',
]

/** Everyday English: the most frequent words of any text. */
const functionWords = (
  'the of and to a in is it you that for your on with as are be this was have or by from at not but ' +
  'can will if more when all one so an they we do which their has about there what up out would been ' +
  'should may each every two few some any after before most also into than then just only other'
).split(' ')

/** Grooming words, most frequent first: what the site's copy is about, and what visitors search for. */
const groomingWords = (
  'shave skin razor blade beard hair face gel foam water lather balm oil trim stubble neck comfort ' +
  'sensitive close smooth irritation redness burn bumps pores moisturiser cleanser scrub exfoliate grain ' +
  'direction stroke handle grip pivot lubricating strip cartridge refill edge steel sharp dull rinse towel ' +
  'warm cold cool soothe hydrate protect prepare routine morning evening travel shower mirror moustache ' +
  'sideburns jawline cheek chin lip head scalp body chest back legs underarm groin trimmer guard comb ' +
  'length shape outline fade taper style wax paste clay pomade fragrance alcohol menthol aloe vitamin ' +
  'glycerin coconut argan charcoal mineral natural gentle fresh dry oily combination acne ingrown ' +
  'coarse fine thick thin curly straight grow growth patchy itch dandruff softener conditioner shampoo ' +
  'wash cleanse pat apply massage spread layer coat pass passes angle pressure light heavy daily weekly'
).split(' ')

/** The long tail of a real vocabulary: made-up words, each rare. */
const syllables = ['ka', 'lo', 'mi', 'ren', 'tor', 'sa', 'vel', 'dun', 'pri', 'ost', 'ga', 'ne', 'ble', 'cro', 'fin', 'har', 'im', 'ul', 'qua', 'zet']
const rareWords = Array.from(new Set(Array.from({ length: 6000 }, () => Array.from({ length: between(2, 4) }, () => pick(syllables)).join(''))))

/**
 * Zipf's law (a word's frequency ∝ 1/its rank) over the whole vocabulary, as in real text: "the" is
 * about one word in fifteen, the commonest grooming word one in several hundred, most words rare.
 */
function zipfSampler(items: readonly string[]) {
  const cumulative: number[] = []
  let total = 0
  for (let rank = 1; rank <= items.length; rank++) cumulative.push((total += 1 / rank))
  return () => {
    const target = random.next() * total
    let low = 0
    let high = cumulative.length - 1
    while (low < high) {
      const middle = (low + high) >> 1
      if (cumulative[middle]! < target) low = middle + 1
      else high = middle
    }
    return items[low]!
  }
}
const textWord = zipfSampler([...functionWords, ...groomingWords, ...rareWords])
const groomingWord = zipfSampler(groomingWords)

const sentence = () => {
  const text = Array.from({ length: between(8, 18) }, textWord).join(' ')
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`
}
const paragraph = (sentences: number) => Array.from({ length: sentences }, sentence).join(' ')

const keywordTitles = Array.from(new Set(Array.from({ length: KEYWORDS * 3 }, () => `${groomingWord()} ${groomingWord()}`))).slice(0, KEYWORDS)

function generateRecords(): SearchRecords {
  const products = Array.from({ length: PRODUCTS }, (_, i): ProductSearchRecord => {
    const title = `${pick(lines)} ${pick(qualities)} ${pick(kinds)}${random.next() < 0.3 ? ` ${between(2, 12)} Pack` : ''}`
    const keywords = Array.from({ length: between(1, 4) }, () => pick(keywordTitles))
    const rating = random.next() < 0.8 ? Math.round((3 + random.next() * 2) * 10) / 10 : 0
    const minPrice = random.next() < 0.95 ? Math.round((4 + random.next() * 60) * 100) / 100 : null
    return {
      objectID: `product-${i}`,
      gtin: String(9300000000000 + i),
      heroImage: `/media/products/p${i}.svg`,
      title,
      url: `/en-au/products/p${i}`,
      keyword: keywords[0]!,
      allKeywordSearch: keywords.join(', '),
      productShortName: title.split(' ').slice(0, 2).join(' '),
      shortDescription: paragraph(2),
      total_review_count: rating ? between(1, 500) : 0,
      reviewStatistic: { averageOverallRating: rating, totalReviewCount: rating ? between(1, 500) : 0 },
      product_description: `${paragraph(4)}\n\n${paragraph(4)}`,
      ratingAndReviewId: `p${i}`,
      featuredSort: between(1, 1000),
      rating,
      maxPrice: minPrice === null ? null : Math.round((minPrice + random.next() * 20) * 100) / 100,
      minPrice,
      GAProductPopularityCount: between(0, 100_000),
      contentType: 'product',
      locale: 'en-AU',
    }
  })
  const articles = Array.from({ length: ARTICLES }, (_, i): ArticleSearchRecord => {
    const title = `${pick(articleOpeners)} ${pick(articleTasks)}`
    const keywords = Array.from({ length: between(1, 3) }, () => pick(keywordTitles))
    return {
      objectID: `article-${i}`,
      title,
      // 150–400 words of body text
      bodyText: Array.from({ length: between(3, 6) }, () => paragraph(between(4, 7))).join('\n\n'),
      url: `/en-au/articles/${pick(sections)}/a${i}`,
      locale: 'en-AU',
      keyword: keywords[0]!,
      shortDescription: paragraph(1),
      allKeywordSearch: keywords.join(', '),
      contentType: 'article',
      image: `/media/articles/a${i}.svg`,
      metaTitle: `${title} | Ashford`,
      metaKeywords: keywords.join(', '),
      metaDescription: paragraph(1),
    }
  })
  const keywords = keywordTitles.map((title, i): KeywordSearchRecord => ({ objectID: `keyword-${i}`, title }))
  return { products, articles, keywords }
}

/** What visitors type: grooming words (the common ones more often) and product names. */
const queryWord = () => (random.next() < 0.7 ? groomingWord() : pick([...lines, ...kinds.flatMap((kind) => kind.split(' ')), ...qualities]).toLowerCase())

function typo(word: string): string {
  const at = between(1, word.length - 2)
  return random.next() < 0.5 ? word.slice(0, at) + word.slice(at + 1) : word.slice(0, at) + pick([...'aeiourst']) + word.slice(at + 1)
}

const queryKinds = {
  prefix: () => {
    const word = queryWord()
    return word.slice(0, between(1, Math.min(4, word.length)))
  },
  word: queryWord,
  typo: () => {
    let word = queryWord()
    while (word.length < 5) word = queryWord()
    return typo(word)
  },
  words: () => `${queryWord()} ${queryWord()}${random.next() < 0.4 ? ` ${queryWord().slice(0, 3)}` : ''}`,
  empty: () => '',
} as const
type QueryKind = keyof typeof queryKinds

function generateQueries(): { kind: QueryKind; body: unknown }[] {
  const kinds: QueryKind[] = ['prefix', 'prefix', 'word', 'typo', 'typo', 'words', 'words', 'empty']
  return Array.from({ length: QUERIES }, () => {
    const kind = pick(kinds)
    const indexName = random.next() < 0.5 ? pick(['en_AU_products', 'en_AU_articles', 'en_AU_keywords']) : pick(allSearchIndexNames)
    const params = { indexName, query: queryKinds[kind](), hitsPerPage: pick([5, 10, 20]), page: pick([0, 0, 0, 1, 2]) }
    return { kind, body: { requests: [params] } }
  })
}

/** 100 synonyms and 100 rules over the grooming words and product names visitors search for. */
function generateSteering(): SearchSteering {
  const vocabulary = [...new Set([...groomingWords, ...lines.map((line) => line.toLowerCase()), ...qualities.map((quality) => quality.toLowerCase())])]
  const synonyms: AlgoliaSynonym[] = Array.from({ length: 100 }, (_, i) =>
    i % 2 === 0
      ? { objectID: `synonym-${i}`, type: 'synonym', synonyms: Array.from({ length: between(2, 3) }, () => pick(vocabulary)) }
      : { objectID: `synonym-${i}`, type: 'oneWaySynonym', input: pick(vocabulary), synonyms: [pick(vocabulary)] },
  )
  const now = Math.floor(Date.now() / 1000)
  const rules: AlgoliaRule[] = Array.from({ length: 100 }, (_, i) => {
    const pattern = random.next() < 0.5 ? pick(vocabulary) : `${pick(vocabulary)} ${pick(vocabulary)}`
    const consequence: AlgoliaRule['consequence'] = [
      { promote: Array.from({ length: between(1, 3) }, () => ({ objectIDs: [`product-${between(0, PRODUCTS - 1)}`], position: between(0, 9) })) },
      { hide: Array.from({ length: between(1, 5) }, () => ({ objectID: `product-${between(0, PRODUCTS - 1)}` })) },
      { userData: { redirect: `/en-au/page-${i}` } },
      { userData: { banner: { text: `Offer ${i}`, link: `/en-au/offers/${i}` } } },
    ][i % 4]!
    const validity = i % 5 === 0 ? [{ from: now + 86_400, until: now + 2 * 86_400 }] : i % 5 === 1 ? [{ from: now - 86_400, until: now + 86_400 }] : undefined
    return {
      objectID: `rule-${i}`,
      conditions: [{ pattern, anchoring: random.next() < 0.5 ? 'is' : 'contains' }],
      consequence,
      ...(validity ? { validity } : {}),
    }
  })
  return { synonyms, rules }
}

const gc = (globalThis as { gc?: () => void }).gc
const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
const ms = (value: number) => value.toFixed(2)
const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b)

/**
 * The machine's speed: a fixed piece of work (sorting 200,000 pseudo-random numbers, 5 times; the median
 * time). Taken before and after the queries, so a figure can be compared with another run's as far as
 * the machine was the same; the steering's cost is read within one run, where both engines share it.
 */
function machineSpeed(): number {
  const source = randomSource(7)
  const numbers = Float64Array.from({ length: 200_000 }, () => source.next())
  const times = Array.from({ length: 5 }, () => {
    const copy = Float64Array.from(numbers)
    const started = performance.now()
    copy.sort()
    return performance.now() - started
  })
  return sorted(times)[2]!
}

const records = generateRecords()
const queries = generateQueries()
const steering = generateSteering()
/**
 * 100 synonyms over words of the copy that no query here uses (the long tail's): the synonyms'
 * machinery without the extra records that synonyms of searched words add.
 */
const unsearchedSynonyms: AlgoliaSynonym[] = Array.from({ length: 100 }, (_, i) => ({
  objectID: `unsearched-${i}`,
  type: 'synonym',
  synonyms: [pick(rareWords), pick(rareWords)],
}))
const warmUp = parseMultipleQueries({ requests: [{ indexName: 'en_AU_keywords', query: '', hitsPerPage: 1 }] }, '*')

interface Variant {
  label: string
  engine: SearchEngine
  times: number[]
  firstTimes: number[]
  timesByKind: Map<QueryKind, number[]>
  hits: number
  steered: number
  steering: boolean
}

/** Builds one engine (its first search builds every index) and reports the build's time and memory. */
async function variant(label: string, loadSteering?: () => Promise<SearchSteering>): Promise<Variant> {
  gc?.()
  const before = process.memoryUsage()
  const engine = createSearchEngine(async () => records, { loadSteering })
  const started = performance.now()
  await engine.search(warmUp)
  const buildMs = performance.now() - started
  gc?.()
  const after = process.memoryUsage()
  console.log(
    `${label}: build ${buildMs.toFixed(0)} ms, heap +${megabytes(after.heapUsed - before.heapUsed)} MB, RSS +${megabytes(after.rss - before.rss)} MB${gc ? '' : ' (without --expose-gc: rough)'}`,
  )
  return { label, engine, times: [], firstTimes: [], timesByKind: new Map(), hits: 0, steered: 0, steering: Boolean(loadSteering) }
}

/**
 * Every query through every engine, the engines interleaved query by query (their order turning each
 * time), so that a busy spell on a shared machine slows each engine alike.
 */
async function runQueries(variants: readonly Variant[]) {
  const seen = new Set<string>()
  for (const [i, { kind, body }] of queries.entries()) {
    const request = (body as { requests: { indexName: string; query: string }[] }).requests[0]!
    const key = `${request.indexName} ${request.query.toLowerCase().trim()}`
    // The engine keeps recent queries' rankings: a query's first run is the uncached cost.
    const first = !seen.has(key)
    seen.add(key)
    for (let turn = 0; turn < variants.length; turn++) {
      const current = variants[(i + turn) % variants.length]!
      const started = performance.now()
      const [result] = await current.engine.search(parseMultipleQueries(body, '*'))
      const elapsed = performance.now() - started
      current.hits += result!.nbHits
      if (result!.userData) current.steered++
      current.times.push(elapsed)
      if (first) current.firstTimes.push(elapsed)
      current.timesByKind.set(kind, [...(current.timesByKind.get(kind) ?? []), elapsed])
    }
  }
}

function report(current: Variant) {
  const times = sorted(current.times)
  const firstTimes = sorted(current.firstTimes)
  console.log(`\n${current.label}`)
  console.log(
    `${QUERIES} queries: p50 ${ms(percentile(times, 50))} ms, p95 ${ms(percentile(times, 95))} ms, p99 ${ms(percentile(times, 99))} ms, max ${ms(times.at(-1)!)} ms`,
  )
  console.log(
    `  first run of each query (×${firstTimes.length}, no cached ranking): p50 ${ms(percentile(firstTimes, 50))} ms, p95 ${ms(percentile(firstTimes, 95))} ms, p99 ${ms(percentile(firstTimes, 99))} ms`,
  )
  for (const [kind, kindTimes] of current.timesByKind) {
    const ordered = sorted(kindTimes)
    console.log(`  ${kind.padEnd(6)} ×${String(ordered.length).padStart(3)}: p50 ${ms(percentile(ordered, 50))} ms, p95 ${ms(percentile(ordered, 95))} ms`)
  }
  console.log(
    `(average ${Math.round(current.hits / QUERIES)} hits per query${current.steering ? `; ${current.steered} answers carried a rule's userData` : ''})`,
  )
  return { p50: percentile(times, 50), p95: percentile(times, 95), firstP50: percentile(firstTimes, 50), firstP95: percentile(firstTimes, 95) }
}

console.log(`records: ${PRODUCTS} products, ${ARTICLES} articles, ${records.keywords.length} keywords`)
const speedBefore = machineSpeed()
console.log(`machine speed: sorting 200,000 numbers takes ${ms(speedBefore)} ms (median of 5; lower is faster)`)
const variants = [await variant('without steering')]
if (process.env.BENCH_SEARCH_STEERING !== '0') {
  // The same engine twice: how far two identical engines' figures differ in this run (the noise floor).
  variants.push(await variant('without steering, a second identical engine'))
  variants.push(await variant(`with ${steering.synonyms.length} synonyms and ${steering.rules.length} rules in force`, async () => steering))
  variants.push(await variant(`with the ${steering.rules.length} rules only`, async () => ({ synonyms: [], rules: steering.rules })))
  variants.push(
    await variant(`with 100 synonyms of words nobody searches here, and the ${steering.rules.length} rules`, async () => ({
      synonyms: unsearchedSynonyms,
      rules: steering.rules,
    })),
  )
}
await runQueries(variants)
const [plain, ...steered] = variants.map(report)
const change = (a: number, b: number) => `${b >= a ? '+' : ''}${(((b - a) / a) * 100).toFixed(0)} %`
steered.forEach((figures, i) => {
  console.log(
    `\n${variants[i + 1]!.label}, against without: p50 ${change(plain!.p50, figures.p50)}, p95 ${change(plain!.p95, figures.p95)}; ` +
      `first runs p50 ${change(plain!.firstP50, figures.firstP50)}, p95 ${change(plain!.firstP95, figures.firstP95)} (budget: within 10 %)`,
  )
})
const speedAfter = machineSpeed()
console.log(`\nmachine speed after the queries: ${ms(speedAfter)} ms (before: ${ms(speedBefore)} ms)`)
process.exit(0)
