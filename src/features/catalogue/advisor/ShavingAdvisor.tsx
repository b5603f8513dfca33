import type { PageQuery } from '@/shared/routing/pageQuery'
import buttons from '@/shared/ui/buttons.module.css'

import { ProductCard } from '../ProductCard'
import { findProducts } from '../data'
import { ADVISOR_QUESTIONS, parseAdvisorAnswers } from './questions'
import { recommend } from './recommend'
import styles from './ShavingAdvisor.module.css'

/**
 * The shaving advisor: a plain GET form, so the answers live in the URL and a result can be shared
 * (and it works without scripts). Recommendations come from the catalogue's attributes.
 */
export async function ShavingAdvisor({ path, query }: { path: string; query: PageQuery }) {
  const answers = parseAdvisorAnswers(query)
  const answered = Object.keys(answers).length > 0
  const picks = answered ? recommend(answers, await findProducts({ limit: 500 })) : []
  return (
    <div className={styles.advisor}>
      <form method="get" action={path} className={styles.form}>
        {ADVISOR_QUESTIONS.map((question, index) => (
          <fieldset key={question.key} className={styles.question}>
            <legend>
              <span className={styles.step}>
                {index + 1} of {ADVISOR_QUESTIONS.length}
              </span>{' '}
              {question.legend}
            </legend>
            {question.options.map((option) => (
              <label key={option.value} className={styles.option}>
                <input type="radio" name={question.key} value={option.value} required defaultChecked={answers[question.key] === option.value} />
                {option.label}
              </label>
            ))}
          </fieldset>
        ))}
        <button type="submit" className={`${buttons.primary} ${styles.submit}`}>
          Show my recommendations
        </button>
      </form>

      {answered ? (
        <section aria-labelledby="advice-heading" className={styles.results}>
          <h2 id="advice-heading">Your recommendations</h2>
          {picks.length === 0 ? (
            <p>
              We could not match a product to these answers. Browse <a href="/en-au/products">all products</a>.
            </p>
          ) : (
            <ol className={styles.picks}>
              {picks.map((pick) => (
                <li key={pick.product.id}>
                  <h3 className={styles.role}>{pick.role}</h3>
                  <ProductCard product={pick.product} />
                  <p className={styles.whyTitle}>Why we suggest it</p>
                  <ul className={styles.reasons}>
                    {pick.reasons.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          )}
          <p>This page&apos;s address keeps your answers: copy it to share these recommendations.</p>
        </section>
      ) : null}
    </div>
  )
}
