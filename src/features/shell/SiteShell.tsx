import type React from 'react'

import { DataLayer, TagManager } from '@/features/analytics'
import { ConsentBanner, ConsentMode } from '@/features/consent/server'
import { popularSearchesOfLate, searchClientConfig } from '@/features/search/server'
import { FooterNewsletterSignup } from '@/features/subscriptions/server'
import type { Picture } from '@/shared/media/picture'
import { settings } from '@/shared/settings'
import { imageAttributes } from '@/shared/ui/imageAttributes'

import { brandThemeStyle } from './brandTheme'
import { Breadcrumbs, type Crumb } from './Breadcrumbs'
import type { Brand } from './data'
import { FooterFallback } from './FooterFallback'
import { Header } from './Header'
import { LazyFooter } from './LazyFooter'
import { LegacyHashRedirect } from './LegacyHashRedirect'
import { PageLifecycle } from './PageLifecycle'
import { PreviewNotice } from './PreviewNotice'
import { ScrollToTop } from './ScrollToTop'
import styles from './SiteShell.module.css'

interface Props {
  brand: Brand
  /** the page's own header style; the brand's when absent */
  headerStyle?: 'transparent' | 'white'
  /** the page-type label the data layer's first entry reports (from the page type, or the route) */
  analyticsPageType: string
  breadcrumbs?: { items: Crumb[]; position: 'top' | 'footer' }
  /** an editor's preview of the page at this path (drafts shown, refreshed on each autosave) */
  previewOf?: string
  children: React.ReactNode
}

/**
 * The page shell of every public page: header, breadcrumbs, main content, lazy footer, scroll-to-top.
 * The search overlay's popular searches are the brand's, or else what visitors searched for most lately.
 */
export async function SiteShell({ brand, headerStyle, analyticsPageType, breadcrumbs, previewOf, children }: Props) {
  const gtmId = settings().GTM_ID
  const popularSearches = brand.popularSearches.length > 0 ? brand.popularSearches : await popularSearchesOfLate().catch(() => [])
  return (
    <div
      className={styles.page}
      style={brandThemeStyle(brand)}
      data-brand={brand.key}
      data-page-type={analyticsPageType}
      data-vitals-rate={settings().VITALS_SAMPLE_RATE}
    >
      <ConsentMode />
      <DataLayer pageType={analyticsPageType} />
      <LegacyHashRedirect />
      <div id="top" tabIndex={-1} />
      <a className={styles.skipLink} href="#main-content">
        Skip to content
      </a>
      <ConsentBanner />
      <Header
        logo={{
          ...(brand.logo.picture ? { image: logoImage(brand.logo.picture, brand.logo.alt) } : {}),
          alt: brand.logo.alt,
          href: brand.logo.href,
          newTab: brand.logo.newTab,
        }}
        menuLinks={brand.menuLinks}
        menuSlots={brand.menuSlots}
        popularSearches={popularSearches}
        headerStyle={headerStyle ?? brand.headerStyle}
        searchConfig={searchClientConfig()}
      />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {previewOf ? <PreviewNotice path={previewOf} /> : null}
        {breadcrumbs?.position === 'top' ? <Breadcrumbs items={breadcrumbs.items} /> : null}
        {children}
        {breadcrumbs?.position === 'footer' ? <Breadcrumbs items={breadcrumbs.items} /> : null}
      </main>
      <LazyFooter brand={brand.key} signup={<FooterNewsletterSignup />} fallback={<FooterFallback />} />
      <ScrollToTop />
      <PageLifecycle />
      {gtmId ? <TagManager gtmId={gtmId} /> : null}
    </div>
  )
}

/** The header's logo: 40 px high (Header.module.css), as wide as its own proportions make it, so nothing moves when it loads. */
function logoImage(picture: Picture, alt: string) {
  return imageAttributes(picture, { width: Math.max(1, Math.round((40 * picture.width) / picture.height)), height: 40, alt, eager: true })
}
