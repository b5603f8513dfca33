'use client'

import { type RefObject, useEffect, useId, useRef, useState } from 'react'

import type { SearchClientConfig } from '../client'
import { MAX_QUERY_LENGTH } from '../constants'
import { Highlight } from './Highlight'
import buttons from '@/shared/ui/buttons.module.css'
import chips from '@/shared/ui/chips.module.css'

import styles from './SearchBox.module.css'
import field from './SearchField.module.css'
import { cleanQuery, searchResultsUrl } from './queryUrl'
import { fetchSuggestions, type SuggestionResults } from './suggestions'

/** Wait for a pause in typing before asking (each keystroke does not cost a request). */
export const SUGGEST_DEBOUNCE_MS = 200

interface Option {
  id: string
  label: string
  highlighted?: string
  href: string
}

interface OptionGroup {
  key: string
  heading: string
  options: Option[]
}

const groupsOf = (results: SuggestionResults, prefix: string): OptionGroup[] =>
  [
    {
      key: 'keywords',
      heading: 'Suggestions',
      options: results.keywords.map((hit) => ({
        id: `${prefix}-k-${hit.objectID}`,
        label: hit.title,
        highlighted: hit._highlightResult?.title?.value,
        href: searchResultsUrl(hit.title),
      })),
    },
    {
      key: 'products',
      heading: 'Products',
      options: results.products.map((hit) => ({
        id: `${prefix}-p-${hit.objectID}`,
        label: hit.title,
        highlighted: hit._highlightResult?.title?.value,
        href: hit.url,
      })),
    },
    {
      key: 'articles',
      heading: 'Articles',
      options: results.articles.map((hit) => ({
        id: `${prefix}-a-${hit.objectID}`,
        label: hit.title,
        highlighted: hit._highlightResult?.title?.value,
        href: hit.url,
      })),
    },
  ].filter((group) => group.options.length > 0)

/**
 * The search overlay's box (ARIA combobox with a listbox of suggestions): popular searches while it is
 * empty; as the visitor types, debounced suggestions from the keyword, product and article indexes,
 * answers to older input discarded. Arrow keys move through the options, Enter opens one (or submits
 * the search), Escape closes the list first. Without scripts it is a plain form to the results page.
 */
export function SearchBox({
  popularSearches,
  config,
  inputRef,
}: {
  popularSearches: string[]
  config?: SearchClientConfig
  /** The overlay's handle on the input, to focus it each time search opens; focused when the box first appears. */
  inputRef?: RefObject<HTMLInputElement | null>
}) {
  const prefix = useId().replace(/:/g, '')
  const listId = `${prefix}-suggestions`
  const [query, setQuery] = useState('')
  const [results, setResults] = useState<{ query: string; groups: OptionGroup[] }>()
  const [active, setActive] = useState(-1)
  const [loading, setLoading] = useState(false)
  const latest = useRef(0)

  // The box is drawn when the overlay first opens (its code loads then): take focus as the overlay would.
  useEffect(() => inputRef?.current?.focus(), [inputRef])

  useEffect(() => {
    const text = cleanQuery(query)
    const request = ++latest.current
    if (!text) return
    const timer = window.setTimeout(() => {
      setLoading(true)
      fetchSuggestions(config, text)
        .then((answer) => {
          if (request !== latest.current) return // typed on since: a stale answer
          setResults({ query: text, groups: groupsOf(answer, prefix) })
          setActive(-1)
        })
        .catch(() => console.error('An Error Occurred'))
        .finally(() => {
          if (request === latest.current) setLoading(false)
        })
    }, SUGGEST_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [query, config, prefix])

  const text = cleanQuery(query)
  const groups = text && results?.query === text ? results.groups : []
  const options = groups.flatMap((group) => group.options)
  const expanded = options.length > 0
  const activeOption = active >= 0 ? options[active] : undefined

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && expanded) {
      event.preventDefault()
      setActive((index) => (index + 1) % options.length)
    } else if (event.key === 'ArrowUp' && expanded) {
      event.preventDefault()
      setActive((index) => (index <= 0 ? options.length - 1 : index - 1))
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault()
      window.location.assign(activeOption.href)
    } else if (event.key === 'Escape' && expanded) {
      // Close the list, not the whole search overlay.
      event.preventDefault()
      setQuery('')
      setActive(-1)
    }
  }

  return (
    <div className={styles.box}>
      <form role="search" action="/en-au/search-results" method="get" className={`${styles.form} ${field.form}`}>
        <label htmlFor={`${prefix}-input`}>Search products and articles</label>
        <div className={field.row}>
          <input
            ref={inputRef}
            id={`${prefix}-input`}
            name="q"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={activeOption?.id}
            autoComplete="off"
            maxLength={MAX_QUERY_LENGTH}
            required
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className={buttons.primary}>
            Search
          </button>
        </div>
      </form>
      <p role="status" className={styles.status}>
        {loading ? 'Searching…' : text && results?.query === text ? (expanded ? `${options.length} suggestions` : 'No suggestions') : ''}
      </p>
      <div id={listId} role="listbox" aria-label="Suggestions" className={styles.listbox} hidden={!expanded}>
        {groups.map((group) => (
          <div key={group.key} role="group" aria-labelledby={`${prefix}-${group.key}`}>
            <div id={`${prefix}-${group.key}`} role="presentation" className={styles.groupHeading}>
              {group.heading}
            </div>
            {group.options.map((option) => (
              // Options are never focused: the input keeps focus and points at the active one with
              // aria-activedescendant, and handles the keys (the ARIA combobox pattern).
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
              <div
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={option === activeOption}
                className={styles.option}
                // Keep focus in the box; the click opens the option.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => window.location.assign(option.href)}
              >
                <Highlight value={option.highlighted} fallback={option.label} />
              </div>
            ))}
          </div>
        ))}
      </div>
      {!text && popularSearches.length > 0 ? (
        <section aria-labelledby={`${prefix}-popular`}>
          <h3 id={`${prefix}-popular`}>Popular searches</h3>
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
