/**
 * Global setup: signs the editor in once for the whole run and hands the token to every worker
 * (EDITOR_TOKEN). Payload keeps a user's sessions in one list that each sign-in rewrites, so two workers
 * signing in at the same moment can drop each other's session; one sign-in avoids that race.
 * A failed sign-in is not fatal here: only tests that use the `editor` fixture need it, and it reports it.
 */
import { type FullConfig, request } from '@playwright/test'

export const editorCredentials = () => ({
  // The editor scripts/test.mjs seeds for browser tests (ADMIN_EMAIL / ADMIN_PASSWORD there).
  email: process.env.ADMIN_EMAIL ?? 'editor@test.example',
  password: process.env.ADMIN_PASSWORD ?? 'browser-tests-only-password',
})

export default async function signIn(config: FullConfig) {
  const context = await request.newContext({ baseURL: config.projects[0]?.use.baseURL })
  try {
    const login = await context.post('/cms-api/users/login', { data: editorCredentials() })
    if (login.ok()) process.env.EDITOR_TOKEN = ((await login.json()) as { token: string }).token
    else process.env.EDITOR_SIGN_IN_FAILED = `${login.status()} ${await login.text()}`
  } finally {
    await context.dispose()
  }
}
