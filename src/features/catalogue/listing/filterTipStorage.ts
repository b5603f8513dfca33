import { storedValue } from '@/shared/storage/storedValue'

/** Whether the visitor has pressed Understood on the listing's filter tip (local storage). */
export const filterTipDismissed = storedValue<boolean>({
  key: 'filter_annotation_dismissed',
  storage: 'local',
  fallback: false,
  parse: (stored) => (stored === true ? true : undefined),
})
