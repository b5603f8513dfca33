'use client'

import { useEffect, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import type { SearchClientConfig } from '../client'
import { sendSearchInsight } from '../insightEvents'
import { Highlight } from './Highlight'

import styles from './SearchBox.module.css'
import { cleanQuery, searchResultsUrl } from './queryUrl'
import { SEARCH_BOX_IDS } from './searchBoxIds'
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
 * Opens a chosen suggestion. What visitors search for (the back office's report) counts the overlay's
 * search when a suggestion is chosen, and the click at its position (1 first), no personal data.
 */
function choose(query: string, shown: number, position: number, href: string) {
  sendSearchInsight({ event: 'search', query, pageType: 'overlay', nbHits: shown })
  sendSearchInsight({ event: 'click', query, pageType: 'overlay', position })
  window.location.assign(href)
}

/** The parts of the server's box (./SearchBox.tsx) the suggestions work on. */
function partsOf(box: HTMLElement) {
  const part = <E extends HTMLElement>(id: string) => box.querySelector<E>(`#${id}`)
  return {
    input: part<HTMLInputElement>(SEARCH_BOX_IDS.input),
    list: part<HTMLDivElement>(SEARCH_BOX_IDS.list),
    status: part<HTMLParagraphElement>(SEARCH_BOX_IDS.status),
    popular: part<HTMLElement>(SEARCH_BOX_IDS.popular),
  }
}

/**
 * The overlay box's suggestions, on the box the server drew (./SearchBox.tsx; `box` holds it): for what
 * it holds (typed before this came too), debounced suggestions from the keyword, product and article
 * indexes, answers to older input discarded, drawn into the box's listbox. Arrow keys move through the
 * options, Enter opens one (the box's form searches otherwise), Escape closes the list first. The box's
 * combobox state (`aria-expanded`, `aria-activedescendant`), its status line and the popular searches
 * (shown while it is empty) follow.
 */
export function Suggestions({ box, config }: { box: HTMLElement; config?: SearchClientConfig }) {
  const prefix = SEARCH_BOX_IDS.option
  const { input, list, status, popular } = useMemo(() => partsOf(box), [box])
  // What the box holds: the DOM's own, read as the suggestions arrive and at each keystroke.
  const [query, setQuery] = useState(() => input?.value ?? '')
  const [results, setResults] = useState<{ query: string; groups: OptionGroup[]; redirect?: string }>()
  const [active, setActive] = useState(-1)
  const [loading, setLoading] = useState(false)
  const latest = useRef(0)

  useEffect(() => {
    if (!input) return
    const read = () => setQuery(input.value)
    input.addEventListener('input', read)
    read()
    return () => input.removeEventListener('input', read)
  }, [input])

  useEffect(() => {
    const text = cleanQuery(query)
    const request = ++latest.current
    if (!text) return
    const timer = window.setTimeout(() => {
      setLoading(true)
      fetchSuggestions(config, text)
        .then((answer) => {
          if (request !== latest.current) return // typed on since: a stale answer
          setResults({ query: text, groups: groupsOf(answer, prefix), redirect: answer.redirect })
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
  // An editor's rule sends this search to a page: Enter goes there (without the answer yet, the results page does).
  const redirect = text && results?.query === text ? results.redirect : undefined

  const said = loading ? 'Searching…' : text && results?.query === text ? (expanded ? `${options.length} suggestions` : 'No suggestions') : ''

  // The server's markup follows the list.
  useEffect(() => {
    input?.setAttribute('aria-expanded', String(expanded))
    if (activeOption) input?.setAttribute('aria-activedescendant', activeOption.id)
    else input?.removeAttribute('aria-activedescendant')
    list?.toggleAttribute('hidden', !expanded)
    if (status && status.textContent !== said) status.replaceChildren(said)
    popular?.toggleAttribute('hidden', Boolean(text))
  }, [input, list, status, popular, expanded, activeOption, said, text])

  useEffect(() => {
    if (!input) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' && expanded) {
        event.preventDefault()
        setActive((index) => (index + 1) % options.length)
      } else if (event.key === 'ArrowUp' && expanded) {
        event.preventDefault()
        setActive((index) => (index <= 0 ? options.length - 1 : index - 1))
      } else if (event.key === 'Enter' && (activeOption || redirect)) {
        event.preventDefault()
        if (activeOption) choose(text, options.length, active + 1, activeOption.href)
        else window.location.assign(redirect!)
      } else if (event.key === 'Escape' && expanded) {
        // Close the list, not the whole search overlay.
        event.preventDefault()
        input.value = ''
        setQuery('')
        setActive(-1)
      }
    }
    input.addEventListener('keydown', onKeyDown)
    return () => input.removeEventListener('keydown', onKeyDown)
  }, [input, expanded, options.length, activeOption, redirect, text, active])

  if (!list) return null
  return createPortal(
    groups.map((group) => (
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
            onClick={() => choose(text, options.length, options.indexOf(option) + 1, option.href)}
          >
            <Highlight value={option.highlighted} fallback={option.label} />
          </div>
        ))}
      </div>
    )),
    list,
  )
}
