import type React from 'react'

import type { Brand } from '@/payload-types'

import { brandThemeStyle } from './brandTheme'
import styles from './SiteShell.module.css'

interface Props {
  brand: Brand
  headerStyle?: 'transparent' | 'white'
  children: React.ReactNode
  footerSlot?: React.ReactNode
}

/** The page shell: skip link, header with the brand's logo and menu, main content, footer. */
export function SiteShell({ brand, headerStyle, children, footerSlot }: Props) {
  const logoHref = brand.logoUrl || brand.homePath
  const style = headerStyle ?? brand.headerStyle ?? 'transparent'
  return (
    <div className={styles.page} style={brandThemeStyle(brand)} data-brand={brand.key}>
      <a className={styles.skipLink} href="#main-content">
        Skip to content
      </a>
      <header className={styles.header} data-header-style={style}>
        <div className={styles.headerInner}>
          <a
            className={styles.logo}
            href={logoHref}
            {...(brand.logoOpensInNewTab ? { target: '_blank', rel: 'noopener' } : {})}
          >
            <img src={brand.logo} alt={brand.logoAlt} width={160} height={40} />
          </a>
          <nav aria-label="Main" className={styles.nav}>
            <ul>
              {(brand.menuLinks ?? []).map((link) => (
                <li key={link.id ?? link.url}>
                  <a href={link.url}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.footer}>
        {footerSlot}
        <div className={styles.footerColumns}>
          {(brand.menuSlots ?? []).map((slot) => (
            <nav key={slot.id ?? slot.heading} aria-label={slot.heading}>
              <h2>{slot.heading}</h2>
              <ul>
                {(slot.links ?? []).map((link) => (
                  <li key={link.id ?? link.url}>
                    <a href={link.url}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className={styles.legal}>
          <a href="/en-au/sitemap">Sitemap</a> · <a href="/en-au/country-selector">Australia (English)</a>
        </p>
      </footer>
    </div>
  )
}
