'use client'

import { useEffect, useId, useMemo, useRef, useState } from 'react'

import { NO_COUNTRY_RESULTS } from './constants'
import styles from './CountrySelector.module.css'

export interface CountryOption {
  name: string
  /** The language's name as its speakers write it ("日本語"): shown, and matched by the filter. */
  language: string
  region: string
  url: string
  /** The site's language tag (`ja-JP`), where its address names one (./siteLanguage.ts). */
  hreflang?: string
}

/**
 * The country list with its filter box, grouped by region (region headings one level below the page's or
 * dialog's heading). The box is the DOM's own (uncontrolled): text typed before the page hydrated is
 * read on mount and filters at once.
 */
export function CountryList({ countries, headingLevel = 3 }: { countries: CountryOption[]; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const
  const [filter, setFilter] = useState('')
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => setFilter(input.current?.value ?? ''), [])
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase()
    return countries.filter((c) => !needle || c.name.toLowerCase().includes(needle) || c.language.toLowerCase().includes(needle))
  }, [countries, filter])
  const regions = [...new Set(shown.map((c) => c.region))]
  return (
    <div className={styles.list}>
      <label htmlFor={inputId}>Filter countries</label>
      <input ref={input} id={inputId} type="search" onChange={(event) => setFilter(event.target.value)} autoComplete="off" />
      <p role="status" className={styles.status}>
        {shown.length === 0 ? NO_COUNTRY_RESULTS : `${shown.length} countries`}
      </p>
      {regions.map((region) => (
        <section key={region} aria-label={region}>
          <Heading>{region}</Heading>
          <ul>
            {shown
              .filter((c) => c.region === region)
              .map((c) => (
                <li key={c.url}>
                  <a href={c.url} hrefLang={c.hreflang}>
                    {c.name} ({c.language})
                  </a>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

/** The footer's country button and its dialog (the /en-au/country-selector page shows the list inline). */
export function CountrySelectorDialog({ countries, current }: { countries: CountryOption[]; current: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true)
          dialog.current?.showModal()
        }}
      >
        {current}
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="country-title" onClose={() => setOpen(false)}>
        <div className={styles.head}>
          <h2 id="country-title">Choose your country</h2>
          <button type="button" onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
        {open ? <CountryList countries={countries} /> : null}
      </dialog>
    </>
  )
}
