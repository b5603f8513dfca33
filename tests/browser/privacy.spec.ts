// Privacy (src/features/privacy): the legal and privacy links come from the privacy document.
import { bringInFooter, expect, test } from './fixtures'

test('legal and privacy links come from the privacy document for Australia', async ({ page, request }) => {
  const document = await (await request.get('/privacy-data.json')).json()
  await page.goto('/en-au/faq')
  await bringInFooter(page)
  const footer = page.getByTestId('site-footer')
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', document.AU.default.en.privacyLink)
  await expect(footer.getByRole('link', { name: 'Consumer health data privacy' })).toHaveAttribute('href', document.AU.default.en.privacyPolicyCHD)
  await expect(footer.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', document.AU.default.en.termsLink)
})

test('without scripts the footer still shows the terms and privacy links', async ({ browser, request }) => {
  const document = await (await request.get('/privacy-data.json')).json()
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/en-au/faq')
  for (const [name, href] of [
    ['Terms of use', document.AU.default.en.termsLink],
    ['Privacy policy', document.AU.default.en.privacyLink],
    ['Consumer health data privacy', document.AU.default.en.privacyPolicyCHD],
  ]) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', href)
  }
  await context.close()
})
