import buttons from '@/shared/ui/buttons.module.css'
import cardGrid from '@/shared/ui/cardGrid.module.css'

import styles from './SavedItems.module.css'

/**
 * The classes the Saved items list draws in the browser (its tabs, cards and Remove buttons), given as its
 * `laterClassNames` (LATER_CLASS_NAMES_PROP in src/shared/serverContract.mjs): the server's first CSS keeps
 * their rules, so the list's arrival restyles nothing else.
 */
export const SAVED_ITEMS_CLASS_NAMES = [
  styles.saved,
  styles.tablist,
  styles.tab,
  styles.card,
  styles.title,
  styles.remove,
  cardGrid.grid,
  buttons.secondary,
].join(' ')
