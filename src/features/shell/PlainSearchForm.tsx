import styles from './PlainSearchForm.module.css'

/**
 * Search as a plain GET form to the results page: the 404 page's. No script of its own.
 */
export function PlainSearchForm({ id, label }: { id: string; label: string }) {
  return (
    <form className={styles.search} action="/en-au/search-results" method="get" role="search" aria-label="Search the site">
      <label htmlFor={id}>{label}</label>
      <div>
        <input id={id} name="q" type="search" maxLength={512} required autoComplete="off" />
        <button type="submit">Search</button>
      </div>
    </form>
  )
}
