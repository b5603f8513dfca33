import EmailLinkForm from '@/shared/forms/EmailLinkForm'

import { AUTH_TOKEN_FIELD, AUTHOR_CONFIRMATION, CONFIRM_PENDING } from './authorConfirmation'
import { confirmReviewAction } from './reviewsActions'

/**
 * The callback page of hosted authentication: the write-review page opened from the emailed link
 * (`?bv_authtoken=`) says what confirming does, and its button confirms the reviewer through the reviews
 * client (authenticateuser.json), on the server, with or without scripts. Opening the link changes nothing.
 */
export function ReviewConfirmation({ token, productName, productHref }: { token: string; productName: string; productHref: string }) {
  const texts = AUTHOR_CONFIRMATION.review
  return (
    <>
      <EmailLinkForm
        formId="confirm-review"
        action={confirmReviewAction}
        fields={{ [AUTH_TOKEN_FIELD]: token.slice(0, 200) }}
        label={texts.button}
        pendingLabel={CONFIRM_PENDING}
      >
        <p>{texts.intro(productName)}</p>
      </EmailLinkForm>
      <p>
        <a href={productHref}>Back to {productName}</a>
      </p>
    </>
  )
}
