import { SearchBox, type SearchClientConfig } from '@/features/search'
import { POPOVER_DIALOG } from '@/shared/ui/dialogCommands'
import type { ImageAttributes } from '@/shared/ui/imageAttributes'
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden'

import styles from './Header.module.css'
import { HeaderControls } from './HeaderControls'
import { HEADER_DIALOGS, invokes } from './headerController'
import { SearchPanel } from './SearchPanel'

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

const SearchIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
    <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M15 15l6 6" stroke="currentColor" strokeWidth="2" />
  </svg>
)

const CloseIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
    <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
)

/** A menu group's heading id, from its heading. */
const slotId = (heading: string) => `menu-${heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`

const linkTarget = (link: { newTab?: boolean }) => (link.newTab ? { target: '_blank', rel: 'noopener' } : {})

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
 * search overlay, all drawn by the server. Menu and search are modal <dialog>s opened by the browser's own
 * invoker commands (as popovers where the browser lacks those), so they work from the first paint: the
 * browser traps focus, Escape closes them and focus returns to the button that opened them. Their buttons
 * carry `aria-haspopup="dialog"` and no `aria-expanded`: ARIA in HTML forbids it beside `command` (the
 * browser keeps that state), and while a modal dialog is open the rest of the page is inert, so the open
 * dialog itself is what a screen reader meets. What needs a script (the header turning solid, one overlay
 * at a time, the scroll lock, the data layer's events) is a controller, not a component
 * (./headerController.ts, started by `HeaderControls`); the search box is drawn by the server too, its
 * suggestions load when search first opens (./SearchPanel.tsx). As a client component the header was the
 * largest part of the shell's script work on every page.
 */
export function Header({ logo, menuLinks, menuSlots, popularSearches, headerStyle, searchConfig }: HeaderProps) {
  return (
    <header className={styles.header} data-solid={String(headerStyle === 'white')} data-header-style={headerStyle} data-overlay="none">
      <HeaderControls />
      <div className={styles.bar}>
        <button type="button" className={styles.menuButton} aria-haspopup="dialog" {...invokes('menu', 'show-modal')}>
          <span aria-hidden="true" className={styles.burger} />
          <VisuallyHidden>Menu</VisuallyHidden>
        </button>
        <a className={styles.logo} href={logo.href} {...linkTarget(logo)}>
          {logo.image ? <img {...logo.image} alt={logo.alt} /> : logo.alt}
        </a>
        <nav aria-label="Main" className={styles.desktopNav} data-desktop-nav="">
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
          <button type="button" className={styles.searchButton} aria-haspopup="dialog" {...invokes('search', 'show-modal')}>
            <SearchIcon />
            <VisuallyHidden>Search</VisuallyHidden>
          </button>
        </div>
      </div>

      <dialog id={HEADER_DIALOGS.menu} className={styles.menu} aria-label="Menu" {...POPOVER_DIALOG}>
        <div className={styles.menuHead}>
          <a className={styles.logo} href={logo.href} {...linkTarget(logo)}>
            {logo.image ? <img {...logo.image} alt={logo.alt} /> : logo.alt}
          </a>
          <button type="button" className={styles.closeButton} aria-label="Close menu" {...invokes('menu', 'close')}>
            <CloseIcon />
            <span>Close</span>
          </button>
        </div>
        <button type="button" className={styles.menuSearch} {...invokes('search', 'show-modal')}>
          <SearchIcon />
          <span>Search</span>
        </button>
        <nav aria-label="Menu" className={styles.menuNav}>
          <LinkList links={menuLinks} className={styles.menuLinks} />
          {menuSlots.map((slot) => (
            <section key={slot.heading} className={styles.slot} aria-labelledby={slotId(slot.heading)}>
              <h2 id={slotId(slot.heading)}>{slot.heading}</h2>
              <LinkList links={slot.links} />
            </section>
          ))}
        </nav>
      </dialog>

      <dialog id={HEADER_DIALOGS.search} className={styles.search} aria-labelledby="search-title" {...POPOVER_DIALOG}>
        <div className={styles.dialogHead}>
          <h2 id="search-title">Search</h2>
          <button type="button" className={styles.closeButton} aria-label="Close search" {...invokes('search', 'close')}>
            <CloseIcon />
            <span>Close</span>
          </button>
        </div>
        <SearchPanel config={searchConfig}>
          <SearchBox popularSearches={popularSearches} />
        </SearchPanel>
      </dialog>
    </header>
  )
}
