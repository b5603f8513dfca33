'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'

import { preloadSearchSuggestions, type SearchClientConfig, Suggestions } from '@/features/search'

/**
 * The search overlay's box in the header's server-drawn search dialog: the box itself (`children`,
 * search/ui/SearchBox.tsx) is drawn by the server, so it is there to type into as soon as the dialog
 * opens (the browser's own command, before any script). Its suggestions' code loads when the dialog
 * first opens (fetched ahead when the browser is idle or the visitor reaches for a search button); the
 * input takes focus each time the dialog opens. A dialog opened before the scripts ran is found open
 * and gets its suggestions at once, for what was typed.
 */
export function SearchPanel({ config, children }: { config?: SearchClientConfig; children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null)
  const [box, setBox] = useState<HTMLElement | null>(null)

  useEffect(() => {
    const dialog = panel.current?.closest('dialog')
    if (!dialog) return
    const onOpen = () => {
      if (!dialog.open || !panel.current) return
      setBox(panel.current)
      const input = panel.current.querySelector('input')
      if (input && document.activeElement !== input) input.focus()
    }
    const watcher = new MutationObserver(onOpen)
    watcher.observe(dialog, { attributes: true, attributeFilter: ['open'] })
    onOpen()

    const searchButtons = document.querySelectorAll(`[data-header-dialog="${dialog.id}"]`)
    for (const button of searchButtons) {
      button.addEventListener('pointerenter', preloadSearchSuggestions, { once: true })
      button.addEventListener('focus', preloadSearchSuggestions, { once: true })
    }
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000))
    const cancel = window.cancelIdleCallback ?? window.clearTimeout
    let handle: number | undefined
    const ready = () => {
      handle = idle(preloadSearchSuggestions)
    }
    if (document.readyState === 'complete') ready()
    else window.addEventListener('load', ready, { once: true })
    return () => {
      watcher.disconnect()
      window.removeEventListener('load', ready)
      if (handle !== undefined) cancel(handle)
      for (const button of searchButtons) {
        button.removeEventListener('pointerenter', preloadSearchSuggestions)
        button.removeEventListener('focus', preloadSearchSuggestions)
      }
    }
  }, [])

  return (
    <div ref={panel}>
      {children}
      {box ? <Suggestions box={box} config={config} /> : null}
    </div>
  )
}
