import buttons from '@/shared/ui/buttons.module.css'
import chips from '@/shared/ui/chips.module.css'

import { MAX_QUERY_LENGTH } from '../constants'
import styles from './SearchBox.module.css'
import field from './SearchField.module.css'
import { searchResultsUrl } from './queryUrl'
import { SEARCH_BOX_IDS } from './searchBoxIds'

/**
 * The search overlay's box (ARIA combobox), drawn by the server, no script of its own: a plain GET form to
 * the results page, so it is there as soon as the overlay opens, takes focus (`autofocus`, which the
 * dialog honours as it opens) and keeps every key, before or without any script; Enter searches. Popular
 * searches show while it is empty. Its suggestions (./SuggestionsListbox.tsx) load once the overlay has opened
 * and work on this markup: they list suggestions for what the box holds (what was typed before they
 * came too), in its empty listbox.
 */
export function SearchBox({ popularSearches }: { popularSearches: string[] }) {
  return (
    <div className={styles.box}>
      <form role="search" action="/en-au/search-results" method="get" className={`${styles.form} ${field.form}`}>
        <label htmlFor={SEARCH_BOX_IDS.input}>Search products and articles</label>
        <div className={field.row}>
          <input
            id={SEARCH_BOX_IDS.input}
            name="q"
            // A text field: ARIA in HTML gives `type="search"` no role but searchbox, and this one is a combobox.
            // The phone's keyboard still shows its search key.
            type="text"
            inputMode="search"
            enterKeyHint="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded="false"
            aria-controls={SEARCH_BOX_IDS.list}
            autoComplete="off"
            maxLength={MAX_QUERY_LENGTH}
            required
            // The dialog gives it focus as it opens (the browser's own focusing steps): no script needed.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          <button type="submit" className={buttons.primary}>
            Search
          </button>
        </div>
      </form>
      <p id={SEARCH_BOX_IDS.status} role="status" className={styles.status} />
      <div id={SEARCH_BOX_IDS.list} role="listbox" aria-label="Suggestions" className={styles.listbox} hidden />
      {popularSearches.length > 0 ? (
        <section id={SEARCH_BOX_IDS.popular} aria-labelledby={`${SEARCH_BOX_IDS.popular}-heading`}>
          <h3 id={`${SEARCH_BOX_IDS.popular}-heading`}>Popular searches</h3>
          <ul className={chips.list}>
            {popularSearches.map((term) => (
              <li key={term}>
                <a href={searchResultsUrl(term)}>{term}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
