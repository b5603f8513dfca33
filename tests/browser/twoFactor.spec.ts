// Two-factor sign-in to the back office (src/cms/twoFactor): setting it up, signing in with a code or a
// recovery code, an administrator's reset, and API keys for scripts. Codes are computed from the secret the
// back office shows, as the person's authenticator app would.
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test'

import { TWO_FACTOR_MESSAGES } from '../../src/cms/twoFactor/messages'
import { EDITING, expect, type Page, test } from './fixtures'
import { backOffice } from './support/backOffice'
import { mailFor } from './support/mail'
import { apiKeyHeader, freshCode, newApiKey, signInSettingUp, wrongCode } from './support/twoFactor'

const password = 'a-long-enough-password-2fa'

/** A throwaway editor, deleted afterwards. */
async function withAccount(editor: APIRequestContext, run: (email: string, id: number) => Promise<void>, extra: object = {}) {
  const email = `two-factor-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@test.example`
  const created = await editor.post('/cms-api/users', { data: { email, password, role: 'editor', ...extra } })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    await run(email, doc.id)
  } finally {
    await editor.delete(`/cms-api/users/${doc.id}`)
  }
}

async function fillSignIn(page: Page, email: string, code: string) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByLabel('Authenticator code').fill(code)
  await page.getByRole('button', { name: 'Login' }).click()
}

/** The sign-in form's message (Next's route announcer is an alert too). */
const signInAlert = (page: Page) => page.locator('form').getByRole('alert')

async function signOut(page: Page) {
  await page.goto('/admin/logout')
  await expect(page).toHaveURL(/\/admin\/login/)
}

/** A JSON post from a visitor of its own address: its sign-ins neither add to other tests' throttle counts nor clear them. */
const visitorFrom = (baseURL: string) =>
  playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${1 + Math.floor(Math.random() * 250)}` } })

test.describe(`two-factor sign-in ${EDITING}`, () => {
  test('a new account sets up its authenticator at its first sign-in, then signs in with a code; a wrong code is refused; a recovery code works once', async ({
    page,
    editor,
  }) => {
    test.setTimeout(90_000)
    await withAccount(editor, async (email, id) => {
      // First sign-in: the password is right, so the back office shows a secret to scan and asks for its first code.
      await fillSignIn(page, email, '')
      await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible()
      await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible()
      const secret = ((await page.locator('[data-two-factor-secret]').textContent()) ?? '').replace(/\s+/g, '')
      expect(secret).toMatch(/^[A-Z2-7]{32}$/)
      await page.getByLabel('Code from your authenticator app').fill(wrongCode(secret))
      await page.getByRole('button', { name: 'Turn on and sign in' }).click()
      await expect(signInAlert(page)).toHaveText(TWO_FACTOR_MESSAGES.wrongCode)
      await page.getByLabel('Code from your authenticator app').fill(await freshCode(secret))
      await page.getByRole('button', { name: 'Turn on and sign in' }).click()
      // The recovery codes, shown this once.
      const codes = page.locator('[data-recovery-codes] li')
      await expect(codes).toHaveCount(10)
      const recoveryCodes = await codes.allTextContents()
      await page.getByRole('link', { name: 'Continue to the back office' }).click()
      await expect(page).toHaveURL(/\/admin\/?$/)
      await expect(page.getByRole('link', { name: 'Account' }).first()).toBeVisible()

      // The API never returns the secret or the recovery codes; it says the second factor is on.
      const stored = (await (await editor.get(`/cms-api/users/${id}`)).json()) as Record<string, unknown>
      expect(stored.twoFactorEnabled).toBe(true)
      expect(Object.keys(stored).filter((key) => /secret|recovery|laststep/i.test(key))).toEqual([])

      // Signed out, a wrong code is refused with a clear message and no session.
      await signOut(page)
      await fillSignIn(page, email, wrongCode(secret))
      await expect(signInAlert(page)).toHaveText(TWO_FACTOR_MESSAGES.wrongCode)
      await expect(page).toHaveURL(/\/admin\/login/)
      // Password and the current code sign in.
      await page.getByLabel('Authenticator code').fill(await freshCode(secret))
      await page.getByRole('button', { name: 'Login' }).click()
      await expect(page).toHaveURL(/\/admin\/?$/)

      // A recovery code signs in once.
      await signOut(page)
      await fillSignIn(page, email, recoveryCodes[0]!)
      await expect(page).toHaveURL(/\/admin\/?$/)
      await signOut(page)
      await fillSignIn(page, email, recoveryCodes[0]!)
      await expect(signInAlert(page)).toHaveText(TWO_FACTOR_MESSAGES.wrongCode)
    })
  })

  test("Payload's own login hands out no session without the code", async ({ editor, baseURL }) => {
    await withAccount(editor, async (email) => {
      const visitor = await visitorFrom(baseURL!)
      try {
        const post = async (path: string, data: object) => {
          const response = await visitor.post(path, { data })
          return { status: response.status(), body: (await response.json()) as never }
        }
        const { secret } = await signInSettingUp(post, email, password)
        const withoutCode = await visitor.post('/cms-api/users/login', { data: { email, password } })
        expect(withoutCode.status()).toBe(401)
        expect(((await withoutCode.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(TWO_FACTOR_MESSAGES.codeNeeded)
        expect(withoutCode.headers()['set-cookie'] ?? '').not.toMatch(/payload-token=[^;]/)
        const withCode = await visitor.post('/cms-api/users/login', { data: { email, password, code: await freshCode(secret) } })
        expect(withCode.status()).toBe(200)
        expect(((await withCode.json()) as { token?: string }).token).toBeTruthy()
      } finally {
        await visitor.dispose()
      }
    })
  })

  test("an administrator resets an account's two-factor sign-in in the back office; it sets it up again at its next sign-in", async ({
    browser,
    baseURL,
    editor,
  }) => {
    await withAccount(editor, async (email, id) => {
      const visitor = await visitorFrom(baseURL!)
      const post = async (path: string, data: object) => {
        const response = await visitor.post(path, { data })
        return { status: response.status(), body: (await response.json()) as never }
      }
      await signInSettingUp(post, email, password)
      const context = await backOffice(browser, baseURL!)
      try {
        const adminPage = await context.newPage()
        await adminPage.goto(`/admin/collections/users/${id}`)
        await expect(adminPage.locator('[data-two-factor-status]')).toContainText('On')
        adminPage.once('dialog', (dialog) => void dialog.accept())
        await adminPage.getByRole('button', { name: 'Reset two-factor sign-in' }).click()
        await expect(adminPage.getByText(TWO_FACTOR_MESSAGES.resetDone)).toBeVisible()
        // The account's next sign-in sets up a new secret.
        const next = await post('/cms-api/users/login', { email, password })
        expect(next.status).toBe(403)
        expect((next.body as { errors: { data: { twoFactor: string } }[] }).errors[0]!.data.twoFactor).toBe('enrol')
        // Only administrators reset.
        const asEditor = await visitor.post(`/cms-api/users/${id}/two-factor/reset`)
        expect(asEditor.status()).toBe(403)
      } finally {
        await context.close()
        await visitor.dispose()
      }
    })
  })

  test('scripts call the CMS with an API key instead of a password', async ({ editor, request }) => {
    const apiKey = newApiKey()
    await withAccount(
      editor,
      async (email) => {
        const me = (await (await request.get('/cms-api/users/me', { headers: apiKeyHeader(apiKey) })).json()) as { user?: { email: string } | null }
        expect(me.user?.email).toBe(email)
        const forged = (await (await request.get('/cms-api/users/me', { headers: apiKeyHeader(newApiKey()) })).json()) as { user?: unknown }
        expect(forged.user ?? null).toBeNull()
        expect((await request.get('/cms-api/users', { headers: apiKeyHeader(apiKey) })).status()).toBe(200)
      },
      { enableAPIKey: true, apiKey },
    )
  })

  test('an editor who forgot the password asks from the sign-in page and gets the reset link by email', async ({ editor, page, request }) => {
    await withAccount(editor, async (email) => {
      await page.goto('/admin/login')
      await page.getByRole('link', { name: 'Forgot password?' }).click()
      await expect(page).toHaveURL(/\/admin\/forgot/)
      await page.getByLabel('Email').fill(email)
      const asked = page.waitForResponse((response) => response.url().includes('/cms-api/users/forgot-password'))
      await page.getByRole('button', { name: 'Submit' }).click()
      expect((await asked).status()).toBe(200)
      const [mail] = await mailFor(request, email)
      // A text part for text-only mail clients, with the same link as the HTML.
      const link = mail!.text.match(/https?:\/\/\S+\/admin\/reset\/[\w-]+/)?.[0]
      expect(link, mail!.text).toBeTruthy()
      expect(mail!.html).toContain(link)
    })
  })
})
