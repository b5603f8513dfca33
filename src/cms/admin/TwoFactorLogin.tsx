import type { AdminViewServerProps } from 'payload'
import { getSafeRedirect } from 'payload/shared'
import { redirect } from 'next/navigation'

import { BrandLogo } from './BrandGraphics'
import { TwoFactorLoginForm } from './TwoFactorLoginForm'

/**
 * The back office's sign-in (in place of Payload's): email, password and the authenticator's code in one
 * post to Payload's own login, which the sign-in hooks throttle and check (twoFactor/hooks.ts); an account
 * that must set up its app is shown the secret and signs in with its first code. The brand's logo above
 * it is drawn inline, with the page's first bytes.
 */
export function TwoFactorLogin({ initPageResult, searchParams }: AdminViewServerProps) {
  const adminRoute = initPageResult.req.payload.config.routes.admin
  const redirectTo = getSafeRedirect({ fallbackTo: adminRoute, redirectTo: typeof searchParams?.redirect === 'string' ? searchParams.redirect : '' })
  if (initPageResult.req.user) redirect(redirectTo)
  const apiRoute = initPageResult.req.payload.config.routes.api
  return (
    <>
      <div className="login__brand">
        <BrandLogo />
      </div>
      <TwoFactorLoginForm loginUrl={`${apiRoute}/users/login`} forgotUrl={`${adminRoute}/forgot`} redirectTo={redirectTo} />
    </>
  )
}
