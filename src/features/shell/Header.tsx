'use client'

import { useEffect, useRef, useState } from 'react'

import { pushEvent } from '@/features/analytics'
import { preloadSearchBox, SearchBox, type SearchClientConfig } from '@/features/search'
import type { ImageAttributes } from '@/shared/ui/imageAttributes'
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden'

import { HEADER_SOLID_AFTER_PX } from './constants'
import styles from './Header.module.css'
import { useScrollLock } from './useScrollLock'

export interface HeaderLink {
  label: string
  url: string
  newTab?: boolean
}

export interface HeaderProps {
  /** The logo's `<img>`, drawn on the server (shared/ui/imageAttributes); without it the link shows `alt` as text. */
  logo: { image?: ImageAttributes; alt: string; href: string; newTab: boolean }
  menuLinks: HeaderLink[]
  menuSlots: { heading: string; links: HeaderLink[] }[]
  popularSearches: string[]
  headerStyle: 'transparent' | 'white'
  /** Hosted search settings (public values), or undefined for the built-in endpoint. */
  searchConfig?: SearchClientConfig
}

const linkTarget = (link: HeaderLink) => (link.newTab ? { target: '_blank', rel: 'noopener' } : {})

function LinkList({ links, className }: { links: HeaderLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.url}>
          <a href={link.url} {...linkTarget(link)}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
/**
 * The fixed header: menu button (mobile), logo, desktop menu, saved-items link with its count, and the
 * search overlay. Menu and search are modal <dialog>s: the browser traps focus, Escape closes them and
 * focus returns to the button that opened them. Either open locks page scrolling.
 */
export function Header({ logo, menuLinks, menuSlots, popularSearches, headerStyle, searchConfig }: HeaderProps) {
  const [open, setOpenState] = useState<'none' | 'menu' | 'search'>('none')
  const setOpen = (next: 'none' | 'menu' | 'search') => {
    if (next !== 'none' && next !== open) pushEvent(`${next}_open`, 'header')
    if (next === 'search') setSearchUsed(true)
    if (next === 'menu') setMenuUsed(true)
    setOpenState(next)
  }
  const [scrolled, setScrolled] = useState(false)
  // The search box's code loads when search first opens (fetched ahead when the browser is idle, or
  // when the visitor reaches for the button), and the box stays drawn from then on. The menu's links too
  // are drawn when it first opens: a closed dialog shows nothing, and no page need build and hydrate them.
  const [searchUsed, setSearchUsed] = useState(false)
  const [menuUsed, setMenuUsed] = useState(false)
  const menuRef = useRef<HTMLDialogElement>(null)
  const searchRef = useRef<HTMLDialogElement>(null)
  const searchInputRef = useRef<HTMLInputElement>(null)
  useScrollLock(open !== 'none')

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000))
    const cancel = window.cancelIdleCallback ?? window.clearTimeout
    const ready = () => {
      handle = idle(preloadSearchBox)
    }
    let handle: number | undefined
    if (document.readyState === 'complete') ready()
    else window.addEventListener('load', ready, { once: true })
    return () => {
      window.removeEventListener('load', ready)
      if (handle !== undefined) cancel(handle)
    }
  }, [])

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_SOLID_AFTER_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  useEffect(() => {
    // Opening one closes the other (opening search closes the menu).
    for (const [name, ref] of [
      ['menu', menuRef],
      ['search', searchRef],
    ] as const) {
      const dialog = ref.current
      if (!dialog) continue
      if (open === name && !dialog.open) {
        dialog.showModal()
        // The search box, not the close button, takes focus when search opens.
        if (name === 'search') searchInputRef.current?.focus()
      }
      if (open !== name && dialog.open) dialog.close()
    }
  }, [open])

  const solid = headerStyle === 'white' || scrolled || open !== 'none'
  return (
    <header className={styles.header} data-solid={solid} data-header-style={headerStyle} data-overlay={open}>
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.menuButton}
          aria-haspopup="dialog"
          aria-expanded={open === 'menu'}
          onClick={() => setOpen(open === 'menu' ? 'none' : 'menu')}
        >
          <span aria-hidden="true" className={styles.burger} />
          <VisuallyHidden>Menu</VisuallyHidden>
        </button>
        <a className={styles.logo} href={logo.href} {...(logo.newTab ? { target: '_blank', rel: 'noopener' } : {})}>
          {logo.image ? <img {...logo.image} alt={logo.alt} /> : logo.alt}
        </a>
        <nav aria-label="Main" className={styles.desktopNav} hidden={open === 'search'}>
          <LinkList links={menuLinks} />
        </nav>
        <div className={styles.actions}>
          <a className={styles.saved} href="/en-au/fav-page">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
              <path
                d="M12 21s-7.5-4.6-9.5-9.3C1.2 8.5 3.3 5 6.7 5c2 0 3.4 1.1 5.3 3 1.9-1.9 3.3-3 5.3-3 3.4 0 5.5 3.5 4.2 6.7C19.5 16.4 12 21 12 21z"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
            </svg>
            {/* Read as "Saved items (3)"; the visible part is the count, 0 until the favourites' controller counts them. */}
            <VisuallyHidden>Saved items (</VisuallyHidden>
            <span className={styles.count} data-testid="saved-count" data-saved-count="">
              0
            </span>
            <VisuallyHidden>)</VisuallyHidden>
          </a>
          <button
            type="button"
            className={styles.searchButton}
            aria-haspopup="dialog"
            aria-expanded={open === 'search'}
            onClick={() => setOpen('search')}
            onPointerEnter={preloadSearchBox}
            onFocus={preloadSearchBox}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
              <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M15 15l6 6" stroke="currentColor" strokeWidth="2" />
            </svg>
            <VisuallyHidden>Search</VisuallyHidden>
          </button>
        </div>
      </div>

      <dialog ref={menuRef} className={styles.menu} aria-label="Menu" onClose={() => setOpenState((o) => (o === 'menu' ? 'none' : o))}>
        <div className={styles.dialogHead}>
          <button type="button" className={styles.close} onClick={() => setOpen('search')} onPointerEnter={preloadSearchBox} onFocus={preloadSearchBox}>
            Search
          </button>
          <button type="button" className={styles.close} onClick={() => setOpen('none')}>
            Close menu
          </button>
        </div>
        {menuUsed ? (
          <nav aria-label="Menu">
            <LinkList links={menuLinks} className={styles.menuLinks} />
            {menuSlots.map((slot) => (
              <section key={slot.heading} className={styles.slot}>
                <h2>{slot.heading}</h2>
                <LinkList links={slot.links} />
              </section>
            ))}
          </nav>
        ) : null}
      </dialog>

      <dialog ref={searchRef} className={styles.search} aria-labelledby="search-title" onClose={() => setOpenState((o) => (o === 'search' ? 'none' : o))}>
        <div className={styles.dialogHead}>
          <h2 id="search-title">Search</h2>
          <button type="button" className={styles.close} onClick={() => setOpen('none')}>
            Close search
          </button>
        </div>
        {searchUsed ? <SearchBox popularSearches={popularSearches} config={searchConfig} inputRef={searchInputRef} /> : null}
      </dialog>
    </header>
  )
}
