/**
 * Global setup: the editor's first sign-in, once for the whole run. The account (scripts/test.mjs seeds it,
 * ADMIN_EMAIL / ADMIN_PASSWORD) sets up its second factor as a person would, with a code computed from the
 * secret the sign-in shows; then it gives itself an API key. Workers get the session (EDITOR_TOKEN, for a
 * signed-in browser), the API key (EDITOR_API_KEY, for the `editor` fixture's API calls) and the secret
 * with its last used step (for a test that signs in with a code). Payload keeps a user's sessions in one
 * list that each sign-in rewrites, so one sign-in for all workers avoids two racing.
 * A failed sign-in is not fatal here: only tests that use the editor report it.
 */
import type { FullConfig } from '@playwright/test'

import { fetchPost, lastStepOf, newApiKey, signInSettingUp } from './support/twoFactor'

export const editorCredentials = () => ({
  // The editor scripts/test.mjs seeds for browser tests (ADMIN_EMAIL / ADMIN_PASSWORD there).
  email: process.env.ADMIN_EMAIL ?? 'editor@test.example',
  password: process.env.ADMIN_PASSWORD ?? 'browser-tests-only-password',
})

/** Signs the editor in (setting up its second factor) and gives it an API key; the results in process.env. */
export async function prepareEditor(baseURL: string): Promise<void> {
  try {
    const { email, password } = editorCredentials()
    const enrolled = await signInSettingUp(fetchPost(baseURL), email, password)
    const apiKey = newApiKey()
    const keyed = await fetch(`${baseURL}/cms-api/users/${enrolled.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${enrolled.token}` },
      body: JSON.stringify({ enableAPIKey: true, apiKey }),
    })
    if (!keyed.ok) throw new Error(`API key not saved: ${keyed.status} ${await keyed.text()}`)
    process.env.EDITOR_TOKEN = enrolled.token
    process.env.EDITOR_API_KEY = apiKey
    process.env.EDITOR_TOTP_SECRET = enrolled.secret
    process.env.EDITOR_TOTP_LAST_STEP = String(lastStepOf(enrolled.secret) ?? '')
  } catch (error) {
    process.env.EDITOR_SIGN_IN_FAILED = (error as Error).message
  }
}

export default async function signIn(config: FullConfig) {
  await prepareEditor(config.projects[0]?.use.baseURL ?? '')
}
