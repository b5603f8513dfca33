import { BOOKMARK_KEYS, type BookmarkKind, bookmarkStores, toggled } from './bookmarks'

const BUTTONS = 'button[data-bookmark][data-bookmark-id]'
const COUNTS = '[data-saved-count]'
const kindOf = (key: string | undefined): BookmarkKind | undefined => (Object.keys(BOOKMARK_KEYS) as BookmarkKind[]).find((kind) => BOOKMARK_KEYS[kind] === key)
const savedCount = () => Object.keys(bookmarkStores.product.read()).length + Object.keys(bookmarkStores.article.read()).length

/**
 * The page's favourites, on its server-rendered markup, without a component of their own (each was a
 * chunk, a loading boundary and a render of its own on every page): the save buttons (`BookmarkToggle`)
 * and the saved-items count (`[data-saved-count]`, the header's, which the server draws as 0).
 *
 * A click on any save button saves or removes its item; each button shows its item's state in
 * `aria-pressed` and each count the number saved, following changes made here, in other tabs and by
 * buttons added later (a list drawn in the browser). Marks the document once it works
 * (`data-bookmarks-ready`), which is when the buttons appear. Returns the function that stops it.
 */
export function startFavourites(): () => void {
  const sync = () => {
    const saved = { product: bookmarkStores.product.read(), article: bookmarkStores.article.read() }
    for (const button of document.querySelectorAll<HTMLButtonElement>(BUTTONS)) {
      const kind = kindOf(button.dataset.bookmark)
      if (!kind) continue
      const pressed = String(saved[kind][button.dataset.bookmarkId ?? ''] === true)
      if (button.getAttribute('aria-pressed') !== pressed) button.setAttribute('aria-pressed', pressed)
    }
    const count = String(savedCount())
    for (const element of document.querySelectorAll(COUNTS)) {
      // The text node React hydrated is kept (its value changed), so React never finds it gone.
      const text = element.firstChild
      if (text?.nodeType === Node.TEXT_NODE) {
        if (text.nodeValue !== count) text.nodeValue = count
      } else element.textContent = count
    }
  }
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(BUTTONS)
    const kind = kindOf(button?.dataset.bookmark)
    const id = button?.dataset.bookmarkId
    if (!kind || !id) return
    bookmarkStores[kind].write(toggled(bookmarkStores[kind].read(), id))
  }
  const unsubscribe = [bookmarkStores.product.subscribe(sync), bookmarkStores.article.subscribe(sync)]
  const added = new MutationObserver((records) => {
    const hasButton = (node: Node) => node instanceof Element && (node.matches(BUTTONS) || node.querySelector(BUTTONS) !== null)
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
}
