/**
 * What the back office's sign-in says at each step of the second factor: the hooks send these, the sign-in
 * form and the tests read them from here.
 */
export const TWO_FACTOR_MESSAGES = {
  codeNeeded: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  wrongCode: 'That code is not right. Enter the current 6-digit code from your authenticator app, or an unused recovery code.',
  enrol: 'Two-factor sign-in is required for this account. Scan the QR code with an authenticator app, then enter the 6-digit code it shows.',
  enrolmentExpired: 'The set-up took too long. Sign in again to get a new QR code.',
  passwordChangedSignIn: 'Your password is changed. Sign in with it and your authenticator code.',
  resetDone: 'Two-factor sign-in is reset: the account sets it up again at its next sign-in.',
} as const

/** The step of sign-in a refused attempt is at: a code is missing or wrong, or the account must set up its app. */
export type TwoFactorStepKind = 'code' | 'enrol'
