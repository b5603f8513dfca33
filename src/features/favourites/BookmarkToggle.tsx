import { VisuallyHidden } from '@/shared/ui/VisuallyHidden'

import { BOOKMARK_KEYS, type BookmarkKind } from './bookmarks'
import styles from './BookmarkToggle.module.css'

/**
 * Save or remove one product or article in the visitor's favourites (kept in local storage). Plain markup,
 * rendered with its card or page on the server: one controller per page (`startFavourites`, ./controllers.ts, started
 * by the shell after hydration) makes every such button work, shows it and keeps its pressed state. A React component per
 * card made hydrating a page with a grid of cards a long main-thread task (Lighthouse's TBT counts it),
 * growing with the number of cards; without scripts the button stays hidden (its space kept), as it could
 * do nothing.
 */
export function BookmarkToggle({ kind, id, name }: { kind: BookmarkKind; id: string; name: string }) {
  return (
    <button type="button" className={styles.toggle} aria-pressed="false" data-bookmark={BOOKMARK_KEYS[kind]} data-bookmark-id={id}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.5h2c.7-1.3 2.2-2.5 4.3-2.5 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
      <VisuallyHidden>{`Save ${name} to favourites`}</VisuallyHidden>
    </button>
  )
}
