import { type CollectionConfig, ValidationError } from 'payload'

import { settings } from '../../shared/settings'
import { adminsOnly, signedIn } from '../access'
import { clearSignInThrottle, throttleSignIn } from '../hooks/throttleSignIn'
import { twoFactorEndpoints } from '../twoFactor/endpoints'
import { markPasswordReset, reportSecondFactor, requireSecondFactor } from '../twoFactor/hooks'

/** The shortest password an account may have (the first account's from ADMIN_PASSWORD included). */
export const MIN_PASSWORD_LENGTH = 12

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Settings' },
  auth: {
    // No account lock (anyone knowing an editor's email could keep that editor out): sign-in waits out
    // growing delays per address and per account instead (hooks/throttleSignIn.ts).
    maxLoginAttempts: 0,
    // Scripts, benchmarks and tests call /cms-api with `Authorization: users API-Key <key>`: they cannot
    // answer the second factor a password sign-in asks for (twoFactor/hooks.ts).
    useAPIKey: true,
    cookies: {
      sameSite: 'Lax',
      // HttpOnly is Payload's default; Secure whenever the site is served over https.
      secure: settings().SITE_URL.startsWith('https://'),
    },
  },
  hooks: {
    beforeOperation: [throttleSignIn, markPasswordReset],
    beforeLogin: [requireSecondFactor],
    afterOperation: [clearSignInThrottle, reportSecondFactor],
    beforeValidate: [
      ({ data }) => {
        const password = (data as { password?: unknown } | undefined)?.password
        if (typeof password === 'string' && password.length < MIN_PASSWORD_LENGTH) {
          throw new ValidationError({ collection: 'users', errors: [{ path: 'password', message: `Use at least ${MIN_PASSWORD_LENGTH} characters.` }] })
        }
        return data
      },
    ],
  },
  access: {
    read: signedIn,
    create: adminsOnly,
    update: ({ req }) => (req.user?.role === 'admin' ? true : { id: { equals: req.user?.id } }),
    delete: adminsOnly,
  },
  endpoints: twoFactorEndpoints,
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: [
        { label: 'Administrator', value: 'admin' },
        { label: 'Editor', value: 'editor' },
        { label: 'Moderator', value: 'moderator' },
      ],
      access: { update: ({ req }) => req.user?.role === 'admin' },
    },
    // The second factor (src/cms/twoFactor). The secret and the recovery codes' hashes never leave the
    // server (hidden); nobody writes these through the API: only the sign-in and the endpoints do.
    {
      name: 'twoFactorEnabled',
      label: 'Two-factor sign-in',
      type: 'checkbox',
      defaultValue: false,
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, components: { Field: '/cms/admin/TwoFactorField#TwoFactorField' } },
    },
    { name: 'twoFactorSecret', type: 'text', hidden: true, access: { create: () => false, update: () => false } },
    { name: 'twoFactorLastStep', type: 'number', hidden: true, access: { create: () => false, update: () => false } },
    { name: 'twoFactorRecoveryCodes', type: 'json', hidden: true, access: { create: () => false, update: () => false } },
  ],
}
