/** What the Saved items page shows until the visitor's saved items are read and their cards fetched. */
export const SavedItemsLoading = () => <p aria-live="polite">Loading your saved items…</p>
