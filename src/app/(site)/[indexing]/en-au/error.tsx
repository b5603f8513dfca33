'use client'

import { ErrorPage } from '../../../errorPage'

export default function Error({ reset }: { error: Error; reset: () => void }) {
  return <ErrorPage reset={reset} />
}
