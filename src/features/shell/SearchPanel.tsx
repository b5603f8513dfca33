'use client'

import { useEffect, useRef, useState } from 'react'

import { preloadSearchBox, SearchBox, type SearchClientConfig } from '@/features/search'

import { PlainSearchForm } from './PlainSearchForm'

/**
 * The search overlay's box, in the header's server-drawn search dialog: drawn once the dialog first opens
 * (its code loads then, fetched ahead when the browser is idle or the visitor reaches for a search
 * button), and kept from then on; the input takes focus each time the dialog opens. A dialog opened
 * before the scripts ran (the browser's own invoker command) is found open and gets its box at once.
 */
export function SearchPanel({ popularSearches, config }: { popularSearches: string[]; config?: SearchClientConfig }) {
  const panel = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const [used, setUsed] = useState(false)

  useEffect(() => {
    const dialog = panel.current?.closest('dialog')
    if (!dialog) return
    const onOpen = () => {
      if (!dialog.open) return
      setUsed(true)
      input.current?.focus()
    }
    const watcher = new MutationObserver(onOpen)
    watcher.observe(dialog, { attributes: true, attributeFilter: ['open'] })
    onOpen()

    const searchButtons = document.querySelectorAll(`[data-header-dialog="${dialog.id}"]`)
    for (const button of searchButtons) {
      button.addEventListener('pointerenter', preloadSearchBox, { once: true })
      button.addEventListener('focus', preloadSearchBox, { once: true })
    }
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000))
    const cancel = window.cancelIdleCallback ?? window.clearTimeout
    let handle: number | undefined
    const ready = () => {
      handle = idle(preloadSearchBox)
    }
    if (document.readyState === 'complete') ready()
    else window.addEventListener('load', ready, { once: true })
    return () => {
      watcher.disconnect()
      window.removeEventListener('load', ready)
      if (handle !== undefined) cancel(handle)
      for (const button of searchButtons) {
        button.removeEventListener('pointerenter', preloadSearchBox)
        button.removeEventListener('focus', preloadSearchBox)
      }
    }
  }, [])

  return (
    <div ref={panel}>
      {used ? <SearchBox popularSearches={popularSearches} config={config} inputRef={input} /> : null}
      {/* Without scripts the dialog still opens (the browser's own command): search as a plain form. */}
      <noscript>
        <PlainSearchForm id="overlay-search" label="Search products and articles" />
      </noscript>
    </div>
  )
}
