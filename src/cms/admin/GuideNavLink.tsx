import Link from 'next/link'

import { GUIDE_PATH } from './guideMarkdown'

/** In the back office's menu, after the collections: the editors' guide. */
export function GuideNavLink() {
  return (
    <Link className="nav__link" href={GUIDE_PATH} id="nav-editors-guide">
      <span className="nav__link-label">Editors&apos; guide</span>
    </Link>
  )
}
