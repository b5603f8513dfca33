import styles from './WriteReviewForm.module.css'
import { authenticateReviewer } from './client'
import { REVIEW_MESSAGES } from './texts'

/**
 * The callback page of hosted authentication: the write-review page opened from the emailed link
 * (`?bv_authtoken=`) confirms the reviewer through the reviews client (authenticateuser.json), on the
 * server, so it works without scripts.
 */
export async function ReviewConfirmation({ token, productName, productHref }: { token: string; productName: string; productHref: string }) {
  const outcome = await authenticateReviewer(token)
  const text =
    outcome === 'confirmed' ? REVIEW_MESSAGES.confirmed : outcome === 'refused' ? REVIEW_MESSAGES.confirmFailed : 'Please try submitting the form again'
  return (
    <div role={outcome === 'confirmed' ? 'status' : 'alert'} className={outcome === 'confirmed' ? styles.success : styles.summary}>
      <p className={styles.title}>{outcome === 'confirmed' ? 'Review confirmed' : 'Your review could not be confirmed'}</p>
      <p>{text}</p>
      <p>
        <a href={productHref}>Back to {productName}</a>
      </p>
    </div>
  )
}
