// Privacy (src/features/privacy): the legal and privacy links come from the privacy document.
import { bringInFooter, expect, test } from './fixtures'

test('legal and privacy links come from the privacy document for Australia', async ({ page, request }) => {
  const document = await (await request.get('/privacy-data.json')).json()
  await page.goto('/en-au/faq')
  await bringInFooter(page)
  const footer = page.getByTestId('site-footer')
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', document.AU.default.en.privacyLink)
  await expect(footer.getByRole('link', { name: 'Consumer health data privacy' })).toHaveAttribute('href', document.AU.default.en.privacyPolicyCHD)
})
