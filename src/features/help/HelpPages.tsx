import type { FaqEntry, GlossaryEntry } from './data'
import styles from './HelpPages.module.css'

/** Questions as native disclosure widgets: keyboard and screen-reader friendly without scripts. */
export function FaqList({ entries }: { entries: FaqEntry[] }) {
  return (
    <div>
      {entries.map((entry) => (
        <details key={entry.id} className={styles.faq}>
          <summary>{entry.question}</summary>
          <p>{entry.answer}</p>
        </details>
      ))}
    </div>
  )
}

export function Glossary({ entries }: { entries: GlossaryEntry[] }) {
  return (
    <dl className={styles.glossary}>
      {entries.map((entry) => (
        <div key={entry.id}>
          <dt>{entry.term}</dt>
          <dd>{entry.definition}</dd>
        </div>
      ))}
    </dl>
  )
}
