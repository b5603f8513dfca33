// Articles (src/features/articles): the article list page. Article pages and sections land here too.
import { test, wholePageAccessible } from './fixtures'

test.describe('accessibility (WCAG 2.2 AA at 375 and 1280 px)', () => {
  test('/en-au/articles has no axe violations', wholePageAccessible('/en-au/articles'))
})
