'use client'

import { useEffect } from 'react'

import { BOOKMARK_KEYS, type BookmarkKind, bookmarkStores, toggled } from './bookmarks'

const SELECTOR = 'button[data-bookmark][data-bookmark-id]'
const kindOf = (key: string | undefined): BookmarkKind | undefined => (Object.keys(BOOKMARK_KEYS) as BookmarkKind[]).find((kind) => BOOKMARK_KEYS[kind] === key)

/**
 * The one controller of the page's save buttons (`BookmarkToggle`, plain markup): a click on any of them
 * saves or removes its item; each shows its item's state in `aria-pressed`, following changes made here,
 * in other tabs and by buttons added later (a list drawn in the browser). Marks the document once it works
 * (`data-bookmarks-ready`), which is when the buttons appear.
 */
export function BookmarkButtons() {
  useEffect(() => {
    const sync = () => {
      const saved = { product: bookmarkStores.product.read(), article: bookmarkStores.article.read() }
      for (const button of document.querySelectorAll<HTMLButtonElement>(SELECTOR)) {
        const kind = kindOf(button.dataset.bookmark)
        if (!kind) continue
        const pressed = String(saved[kind][button.dataset.bookmarkId ?? ''] === true)
        if (button.getAttribute('aria-pressed') !== pressed) button.setAttribute('aria-pressed', pressed)
      }
    }
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(SELECTOR)
      const kind = kindOf(button?.dataset.bookmark)
      const id = button?.dataset.bookmarkId
      if (!kind || !id) return
      bookmarkStores[kind].write(toggled(bookmarkStores[kind].read(), id))
    }
    const unsubscribe = [bookmarkStores.product.subscribe(sync), bookmarkStores.article.subscribe(sync)]
    const added = new MutationObserver((records) => {
      const hasButton = (node: Node) => node instanceof Element && (node.matches(SELECTOR) || node.querySelector(SELECTOR) !== null)
      if (records.some((record) => Array.from(record.addedNodes).some(hasButton))) sync()
    })
    added.observe(document.body, { childList: true, subtree: true })
    document.addEventListener('click', onClick)
    sync()
    document.documentElement.dataset.bookmarksReady = ''
    return () => {
      unsubscribe.forEach((stop) => stop())
      added.disconnect()
      document.removeEventListener('click', onClick)
      delete document.documentElement.dataset.bookmarksReady
    }
  }, [])
  return null
}
