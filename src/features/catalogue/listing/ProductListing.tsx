import buttons from '@/shared/ui/buttons.module.css'
import { FIRST_ROW_CARDS } from '@/shared/ui/cardGrid'
import chips from '@/shared/ui/chips.module.css'
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden'

import { COMPARE_PATH } from '../compare/compareQuery'
import type { ProductSummary } from '../model'
import { ProductGrid } from '../ProductCard'
import type { Listing } from './applyListing'
import { CompareSelection, FilterPanelControls, SortSelect } from '../islands'
import { showResultsLabel } from './filterCounts'
import { FilterTip } from './FilterTip'
import { listingHref } from './listingQuery'
import styles from './ProductListing.module.css'

const FORM_ID = 'listing-form'
const FILTER_ID = 'listing-filter'
const FILTER_TITLE_ID = 'listing-filter-title'
/** Where Apply and Sort by land: the active filters and the results, with the drawer closed above them. */
const RESULTS_ID = 'listing-results'

/**
 * A product list page: the filter (a sidebar at desktop widths, a drawer on phones with a sticky
 * "Show N results"), Sort by, Delete all, 12 a page. Every control is a plain GET form or link, so it
 * works without scripts and every view has a shareable address; with scripts the counts follow the ticks.
 */
export function ProductListing({ path, listing }: { path: string; listing: Listing<ProductSummary> }) {
  const { active, sort, page, pageCount } = listing
  const filters = active.map((filter) => filter.key)
  const last = listing.first + listing.products.length - 1
  return (
    <section aria-label="Products" className={styles.listing}>
      <form id={FORM_ID} method="get" action={`${path}#${RESULTS_ID}`} className={styles.sidebar}>
        <details id={FILTER_ID} className={styles.filter}>
          <summary className={`${buttons.secondary} ${styles.filterToggle}`}>
            <span className={styles.whenClosed}>Filter{active.length ? ` (${active.length})` : ''}</span>
            <span className={styles.whenOpen}>Close filters</span>
          </summary>
          <div className={styles.panel} role="group" aria-labelledby={FILTER_TITLE_ID}>
            <h2 id={FILTER_TITLE_ID} className={styles.panelTitle}>
              Filter
            </h2>
            <FilterTip />
            {shownFacets(listing.facets).map((facet) => (
              <fieldset key={facet.slug} className={styles.facet}>
                <legend>{facet.name}</legend>
                {facet.values.map((value) => (
                  <label key={value.slug} className={styles.option}>
                    <input type="checkbox" name="filter" value={`${facet.slug}:${value.slug}`} defaultChecked={value.checked} />
                    {`${value.label} `}
                    <span className={styles.count} data-filter-count>
                      {`(${value.count})`}
                    </span>
                  </label>
                ))}
              </fieldset>
            ))}
            <div className={styles.panelActions}>
              <button type="submit" className={buttons.primary} data-show-results>
                {showResultsLabel(listing.total)}
              </button>
              {active.length > 0 ? (
                <a className={buttons.secondary} href={listingHref(path, { sort })}>
                  Delete all
                </a>
              ) : null}
            </div>
          </div>
        </details>
        <FilterPanelControls formId={FORM_ID} filterId={FILTER_ID} model={listing.filterModel} />
      </form>

      <div className={styles.main}>
        <div className={styles.toolbar}>
          <label htmlFor="listing-sort">Sort by</label>
          <SortSelect value={sort} form={FORM_ID} />
          {/* Without scripts the sort is sent with this (with them it applies on change). */}
          <button type="submit" form={FORM_ID} className={buttons.secondary}>
            Apply
          </button>
        </div>

        <div id={RESULTS_ID} tabIndex={-1} className={styles.results}>
          {active.length > 0 ? (
            <ul className={chips.list} aria-label="Active filters">
              {active.map((filter) => (
                <li key={filter.key}>
                  <a href={listingHref(path, { sort, filters: filters.filter((key) => key !== filter.key) })}>
                    <VisuallyHidden>Remove filter </VisuallyHidden>
                    {filter.facet}: {filter.label} <span aria-hidden="true">×</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}

          {/* The results' heading (the cards' titles are h3 under it), in the words of the count. */}
          <h2 className={styles.summary} data-testid="listing-summary">
            {listing.total === 0
              ? 'No products match these filters.'
              : `Showing ${listing.first}–${last} of ${listing.total} ${listing.total === 1 ? 'product' : 'products'}`}
          </h2>
        </div>

        <ProductGrid products={listing.products} compare eager={FIRST_ROW_CARDS} />

        <CompareSelection action={COMPARE_PATH} />

        {pageCount > 1 ? (
          <nav aria-label="Pagination" className={styles.pagination}>
            <ul>
              {page > 1 ? (
                <li>
                  <a href={listingHref(path, { sort, filters, page: page - 1 })} rel="prev">
                    Previous
                  </a>
                </li>
              ) : null}
              {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
                <li key={number}>
                  <a href={listingHref(path, { sort, filters, page: number })} aria-current={number === page ? 'page' : undefined}>
                    <VisuallyHidden>Page </VisuallyHidden>
                    {number}
                  </a>
                </li>
              ))}
              {page < pageCount ? (
                <li>
                  <a href={listingHref(path, { sort, filters, page: page + 1 })} rel="next">
                    Next
                  </a>
                </li>
              ) : null}
            </ul>
          </nav>
        ) : null}
      </div>
    </section>
  )
}

/**
 * The choices worth offering: a value no product of the current selection has is left out (choosing it
 * would show nothing), unless it is ticked; a facet left with no value is left out too.
 */
function shownFacets(facets: Listing<ProductSummary>['facets']) {
  return facets
    .map((facet) => ({ ...facet, values: facet.values.filter((value) => value.count > 0 || value.checked) }))
    .filter((facet) => facet.values.length > 0)
}
