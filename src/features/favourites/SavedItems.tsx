'use client'

import { type KeyboardEvent, useEffect, useRef, useState } from 'react'

import { useStoredValue } from '@/shared/hooks/useStoredValue'
import buttons from '@/shared/ui/buttons.module.css'
import { CardGrid } from '@/shared/ui/cardGrid'

import { type Bookmarks, bookmarkStores } from './bookmarks'
import { initialTab, type SavedCard, type SavedTab } from './savedTabs'
import styles from './SavedItems.module.css'
import { SavedItemsLoading } from './SavedItemsLoading'

const TABS: { key: SavedTab; label: string; kind: 'product' | 'article' }[] = [
  { key: 'products', label: 'PRODUCTS', kind: 'product' },
  { key: 'articles', label: 'ARTICLE', kind: 'article' },
]

type Cards = { products: SavedCard[]; articles: SavedCard[] }

const onlyKnown = (stored: Bookmarks, cards: SavedCard[]): Bookmarks =>
  Object.fromEntries(cards.filter((card) => stored[card.id]).map((card) => [card.id, true])) as Bookmarks

/** The Saved items page's tabs: the visitor's saved products and articles, fetched in one request. */
export function SavedItems() {
  const [products, setProducts] = useStoredValue(bookmarkStores.product)
  const [articles, setArticles] = useStoredValue(bookmarkStores.article)
  const [cards, setCards] = useState<Cards | null>(null)
  const [failed, setFailed] = useState(false)
  const [tab, setTab] = useState<SavedTab | null>(null)
  const tabRefs = useRef<Record<SavedTab, HTMLButtonElement | null>>({ products: null, articles: null })

  useEffect(() => {
    const productIds = Object.keys(bookmarkStores.product.read()).filter((id) => /^\d+$/.test(id))
    const articleIds = Object.keys(bookmarkStores.article.read()).filter((id) => /^\d+$/.test(id))
    const load: Promise<Cards> =
      productIds.length || articleIds.length
        ? fetch(`/api/favourites?${new URLSearchParams({ products: productIds.join(','), articles: articleIds.join(',') })}`).then((response) =>
            response.ok ? (response.json() as Promise<Cards>) : Promise.reject(new Error(String(response.status))),
          )
        : Promise.resolve({ products: [], articles: [] })
    load
      .then((found) => {
        // Ids of unpublished or deleted content leave the stores.
        setProducts((current) => onlyKnown(current, found.products))
        setArticles((current) => onlyKnown(current, found.articles))
        setTab(initialTab(productIds.length, articleIds.length))
        setCards(found)
      })
      .catch(() => setFailed(true))
  }, [setProducts, setArticles])

  if (failed) return <p role="alert">Your saved items could not be loaded. Please try again later.</p>
  if (!cards || !tab) return <SavedItemsLoading />

  const saved = { products, articles }
  const setters = { products: setProducts, articles: setArticles }
  const visible = (key: SavedTab) => cards[key].filter((card) => saved[key][card.id])

  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((t) => t.key === tab)
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index + TABS.length - 1) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : -1
    if (next < 0) return
    event.preventDefault()
    const key = TABS[next]!.key
    setTab(key)
    tabRefs.current[key]?.focus()
  }

  return (
    <div className={styles.saved}>
      <div role="tablist" aria-label="Saved items" className={styles.tablist}>
        {TABS.map((t) => (
          <button
            key={t.key}
            ref={(element) => {
              tabRefs.current[t.key] = element
            }}
            type="button"
            role="tab"
            id={`saved-tab-${t.key}`}
            aria-controls={`saved-panel-${t.key}`}
            aria-selected={tab === t.key}
            tabIndex={tab === t.key ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(t.key)}
            onKeyDown={onKeyDown}
          >
            {t.label} ({visible(t.key).length})
          </button>
        ))}
      </div>
      {TABS.map((t) => {
        const items = visible(t.key)
        return (
          <div key={t.key} role="tabpanel" id={`saved-panel-${t.key}`} aria-labelledby={`saved-tab-${t.key}`} hidden={tab !== t.key} tabIndex={0}>
            {items.length ? (
              <CardGrid count={items.length}>
                {items.map((card) => (
                  <li key={card.id}>
                    <article className={styles.card}>
                      {card.image ? <img {...card.image} alt="" /> : null}
                      <h2 className={styles.title}>
                        <a href={card.url}>{card.title}</a>
                      </h2>
                      <p>{card.description}</p>
                      <button
                        type="button"
                        className={`${buttons.secondary} ${styles.remove}`}
                        onClick={() =>
                          setters[t.key]((current) => {
                            const next = { ...current }
                            delete next[card.id]
                            return next
                          })
                        }
                      >
                        Remove {card.title}
                      </button>
                    </article>
                  </li>
                ))}
              </CardGrid>
            ) : (
              <p>
                You have no saved {t.key === 'products' ? 'products' : 'articles'} yet. Browse <a href="/en-au/products">our products</a> or{' '}
                <a href="/en-au/articles">our articles</a> and save the ones you like.
              </p>
            )}
          </div>
        )
      })}
    </div>
  )
}
