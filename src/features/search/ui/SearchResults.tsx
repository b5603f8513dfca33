'use client'

import { useEffect, useRef, useState } from 'react'

import { pushEvent } from '@/features/analytics'

import type { SearchClientConfig } from '../client'
import { MAX_QUERY_LENGTH, SEARCH_QUERY_KEY, SEARCH_SORT_KEY, SEARCH_TAB_KEY } from '../constants'
import { sendSearchInsight } from '../insightEvents'
import type { ArticleSearchRecord, ProductSearchRecord } from '../records'
import buttons from '@/shared/ui/buttons.module.css'
import chips from '@/shared/ui/chips.module.css'

import { type DrawnLists, HitItem, HitItems, TopResults } from './HitItems'
import field from './SearchField.module.css'
import styles from './SearchResults.module.css'
import { PRODUCT_SORTS, type ProductSort } from './productSorts'
import { cleanQuery, searchResultsUrl } from './queryUrl'
import { readResultsViewOf, type ResultsView, resultsViewUrl } from './resultsView'
import type { HitsPage, PageResults } from './searchRequests'
import { initialTab, type SearchTab, showMoreVisible } from './tabs'

/**
 * The page's own requests (another sort, show more, a query met in history, or every query with hosted
 * search): loaded on first use, since the server's first answer needs none of them. The search client
 * is fetched alongside rather than after them.
 */
const loadRequests = () => Promise.all([import('./searchRequests'), import('../client')]).then(([requests]) => requests)

const SORT_ID = 'results-sort'

/** The no-results message, followed by the query. */
export const NO_RESULTS_MESSAGE = 'No search results found for'

type Status = 'idle' | 'loading' | 'done' | 'error'

/**
 * The search results page (`/en-au/search-results?q=`): top suggestions, top results, and the tabs
 * PRODUCTS and ARTICLE with 10 hits a page and show-more. Queried from the browser with the same
 * client as the overlay; with the built-in engine the first answer comes rendered from
 * the server (`initial`), so it shows at once and without scripts; its lists come drawn (`initial.drawn`,
 * ./HitItems.tsx) and are shown as they are until the page asks for answers of its own. The tabs are links and the product
 * sort a form to the view they choose (./resultsView.ts), so both work before the scripts have run; with
 * them, they change the view in place (and its address). A sort chosen before the page hydrated (the
 * menu shows it) is applied on mount.
 */
export function SearchResults({
  config,
  initial,
}: {
  config?: SearchClientConfig
  initial?: { query: string; results: PageResults; view: ResultsView; drawn?: DrawnLists }
}) {
  const [query, setQuery] = useState<string | undefined>(initial?.query)
  const [sort, setSort] = useState<ProductSort>(initial?.view.sort ?? 'relevance')
  const [status, setStatus] = useState<Status>(initial ? 'done' : 'idle')
  const [results, setResults] = useState<PageResults | undefined>(initial?.results)
  // The server's lists of its first answer, until an answer of the page's own replaces it.
  const [drawn, setDrawn] = useState<DrawnLists | undefined>(initial?.drawn)
  const [tab, setTab] = useState<SearchTab>(
    initial ? (initial.view.tab ?? initialTab(initial.results.products.nbHits, initial.results.articles.nbHits)) : 'articles',
  )
  // Results the server rendered for this query need not be asked for again.
  const serverAnswered = useRef(Boolean(initial))
  const [moreLoading, setMoreLoading] = useState(false)
  const tabChosen = useRef(Boolean(initial?.view.tab))
  const latest = useRef(0)
  const tabRefs = { products: useRef<HTMLAnchorElement>(null), articles: useRef<HTMLAnchorElement>(null) }
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const read = () => {
      const params = new URLSearchParams(window.location.search)
      const view = readResultsViewOf(params)
      setQuery(cleanQuery(params.get(SEARCH_QUERY_KEY) ?? ''))
      setSort(view.sort)
      if (view.tab) {
        tabChosen.current = true
        setTab(view.tab)
      }
    }
    read()
    window.addEventListener('popstate', read)
    return () => window.removeEventListener('popstate', read)
  }, [])

  useEffect(() => {
    if (!query) return
    if (serverAnswered.current && query === initial?.query && sort === initial.view.sort) {
      serverAnswered.current = false
      return
    }
    serverAnswered.current = false
    const request = ++latest.current
    setStatus('loading')
    loadRequests()
      .then(({ fetchResults }) => fetchResults(config, query, sort))
      .then((answer) => {
        if (request !== latest.current) return
        // An editor's rule sends this search to a page (the server does the same for its first answer).
        if (answer.redirect) return window.location.assign(answer.redirect)
        setResults(answer)
        setDrawn(undefined)
        if (!tabChosen.current) setTab(initialTab(answer.products.nbHits, answer.articles.nbHits))
        setStatus('done')
      })
      .catch(() => {
        if (request !== latest.current) return
        console.error('An Error Occurred')
        setStatus('error') // the loader stops, and no message is shown: the failure is only logged
      })
  }, [config, initial?.query, initial?.view.sort, query, sort])

  useEffect(() => {
    if (query) pushEvent('search', query)
  }, [query])

  // What visitors search for (the back office's report): each query's answer once, no personal data.
  const counted = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (status !== 'done' || !results || !query || counted.current === query) return
    counted.current = query
    sendSearchInsight({ event: 'search', query, pageType: 'results', nbHits: results.products.nbHits + results.articles.nbHits })
  }, [status, results, query])
  // A hit opened, drawn by the server or here: its link carries its position in the answer.
  useEffect(() => {
    const element = root.current
    if (!element || !query) return
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[data-position]') : null
      if (link) sendSearchInsight({ event: 'click', query, pageType: 'results', position: Number(link.getAttribute('data-position')) })
    }
    element.addEventListener('click', onClick)
    return () => element.removeEventListener('click', onClick)
  }, [query])

  const showMore = async () => {
    if (!results || !query) return
    const current = tab === 'products' ? results.products : results.articles
    setMoreLoading(true)
    try {
      const { fetchMore } = await loadRequests()
      const next = await fetchMore<ProductSearchRecord | ArticleSearchRecord>(config, tab, sort, query, current.page + 1)
      const merged = { ...next, hits: [...current.hits, ...next.hits] }
      setResults(
        (before) =>
          before &&
          (tab === 'products'
            ? { ...before, products: merged as HitsPage<ProductSearchRecord> }
            : { ...before, articles: merged as HitsPage<ArticleSearchRecord> }),
      )
    } catch {
      console.error('An Error Occurred')
    } finally {
      setMoreLoading(false)
    }
  }

  /** The view's address follows it, as the links and the form would have it without scripts. */
  const showView = (view: ResultsView) => {
    if (query) window.history.replaceState(null, '', resultsViewUrl(query, view))
  }
  const chooseTab = (next: SearchTab) => {
    tabChosen.current = true
    setTab(next)
    showView({ tab: next, sort })
  }
  const chooseSort = (next: ProductSort) => {
    setSort(next)
    showView({ tab, sort: next })
  }
  const onTabKey = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    const next = tab === 'products' ? 'articles' : 'products'
    chooseTab(next)
    tabRefs[next].current?.focus()
  }

  const total = results ? results.products.nbHits + results.articles.nbHits : 0
  const current = results && (tab === 'products' ? results.products : results.articles)
  // The server's hits come first in each list; the ones drawn here are numbered after them.
  const drawnCount = (name: SearchTab) => drawn?.shown[name] ?? 0

  return (
    <div ref={root} className={styles.results}>
      <form role="search" action="/en-au/search-results" method="get" className={field.form}>
        <label htmlFor="results-query">Search products and articles</label>
        <div className={field.row}>
          <input id="results-query" name="q" type="search" defaultValue={query} key={query} maxLength={MAX_QUERY_LENGTH} required />
          <button type="submit" className={buttons.primary}>
            Search
          </button>
        </div>
      </form>

      <p role="status" className={styles.status}>
        {status === 'loading' ? 'Searching…' : status === 'done' && total > 0 ? `${total} results for “${query}”` : ''}
      </p>

      {results?.banner ? <RuleBanner banner={results.banner} /> : null}

      {status === 'done' && results && total === 0 ? (
        <>
          <p className={styles.empty}>
            {NO_RESULTS_MESSAGE} <strong>“{query}”</strong>
          </p>
          {results.fallback?.keywords.length ? <KeywordChips id="popular-searches" heading="Popular searches" hits={results.fallback.keywords} /> : null}
          {results.fallback?.products.length ? (
            <section aria-labelledby="popular-products">
              <h2 id="popular-products">Popular products</h2>
              <ul className={styles.list}>
                {results.fallback.products.map((hit) => (
                  <HitItem key={hit.objectID} hit={hit} image={hit.heroImage} />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}

      {results && total > 0 ? (
        <>
          {results.keywords.length > 0 ? <KeywordChips id="top-suggestions" heading="Top suggestions" hits={results.keywords} /> : null}

          {/* The best products at a glance while the ARTICLE tab shows; on the PRODUCTS tab the list below
              is those products, so they are not shown twice. */}
          {drawnCount('products') + results.products.hits.length > 0 && tab !== 'products' ? (drawn?.top ?? <TopResults hits={results.products.hits} />) : null}

          <div role="tablist" aria-label="Result types" className={styles.tabs}>
            {(['products', 'articles'] as const).map((name) => (
              // A link to the tab's view, so that the tab works before the scripts; with them it changes in place.
              <a
                key={name}
                ref={tabRefs[name]}
                href={resultsViewUrl(query ?? '', { tab: name, sort })}
                role="tab"
                id={`tab-${name}`}
                aria-controls={`panel-${name}`}
                aria-selected={tab === name}
                tabIndex={tab === name ? 0 : -1}
                onClick={(event) => {
                  event.preventDefault()
                  chooseTab(name)
                }}
                onKeyDown={onTabKey}
              >
                {name === 'products' ? 'PRODUCTS' : 'ARTICLE'} ({name === 'products' ? results.products.nbHits : results.articles.nbHits})
              </a>
            ))}
          </div>

          <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className={styles.panel}>
            {tab === 'products' ? (
              <>
                <form method="get" action="/en-au/search-results" className={styles.sort}>
                  <input type="hidden" name={SEARCH_QUERY_KEY} value={query ?? ''} />
                  <input type="hidden" name={SEARCH_TAB_KEY} value="products" />
                  <label htmlFor={SORT_ID}>Sort products by</label>
                  <SortSelect value={sort} onChoose={chooseSort} />
                  {/* Without scripts the sort is sent with this (with them it applies on change). */}
                  <noscript>
                    <button type="submit" className={buttons.secondary}>
                      Apply
                    </button>
                  </noscript>
                </form>
                <ul className={styles.list}>
                  {drawn?.products}
                  <HitItems hits={results.products.hits} first={drawnCount('products') + 1} pictures />
                </ul>
              </>
            ) : (
              <ul className={styles.list}>
                {drawn?.articles}
                <HitItems hits={results.articles.hits} first={drawnCount('articles') + 1} />
              </ul>
            )}
            {current && showMoreVisible(current.page, current.nbPages) ? (
              <button type="button" className={`${buttons.primary} ${styles.more}`} onClick={showMore} disabled={moreLoading}>
                {moreLoading ? 'Loading…' : 'Show more'}
              </button>
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  )
}

/**
 * The product sort's menu, the DOM's own (uncontrolled): a sort chosen before the page hydrated is
 * applied on mount.
 */
function SortSelect({ value, onChoose }: { value: ProductSort; onChoose: (sort: ProductSort) => void }) {
  const select = useRef<HTMLSelectElement>(null)
  useEffect(() => {
    const chosen = PRODUCT_SORTS.find((option) => option.value === select.current?.value)?.value
    if (chosen && chosen !== value) onChoose(chosen)
  }, [value, onChoose])
  return (
    <select ref={select} id={SORT_ID} name={SEARCH_SORT_KEY} defaultValue={value} onChange={(event) => onChoose(event.currentTarget.value as ProductSort)}>
      {PRODUCT_SORTS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}

/** Searches to run, as chips: the query's top suggestions, or the popular searches when it found nothing. */
function KeywordChips({ id, heading, hits }: { id: string; heading: string; hits: PageResults['keywords'] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className={chips.list}>
        {hits.map((hit) => (
          <li key={hit.objectID}>
            <a href={searchResultsUrl(hit.title)}>{hit.title}</a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** An editor's banner for this search: its text, linked when it has a link, and its image. */
function RuleBanner({ banner }: { banner: NonNullable<PageResults['banner']> }) {
  const text = banner.link ? <a href={banner.link}>{banner.text}</a> : banner.text
  return (
    <section className={styles.banner} aria-label="Featured">
      {banner.image ? <img src={banner.image} alt={banner.imageAlt ?? ''} width={160} height={90} loading="lazy" /> : null}
      <p>{text}</p>
    </section>
  )
}
