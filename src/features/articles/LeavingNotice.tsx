'use client'

import { useEffect, useRef, useState } from 'react'

import styles from './LeavingNotice.module.css'

/**
 * The leaving-the-site notice: a click on any link to another host inside `#${scope}` (share links, links
 * in the body) opens a native modal dialog naming the destination, to continue or stay. Without scripts
 * the links work as plain links.
 */
export function LeavingNotice({ scope }: { scope: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [destination, setDestination] = useState<URL | null>(null)

  useEffect(() => {
    const root = document.getElementById(scope)
    if (!root) return
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return
      const url = new URL(link.href, window.location.href)
      if (!/^https?:$/.test(url.protocol) || url.host === window.location.host) return
      event.preventDefault()
      setDestination(url)
      dialog.current?.showModal()
    }
    root.addEventListener('click', onClick)
    return () => root.removeEventListener('click', onClick)
  }, [scope])

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="leaving-title" aria-describedby="leaving-text" onClose={() => setDestination(null)}>
      <h2 id="leaving-title">You are leaving this site</h2>
      <p id="leaving-text">
        This link goes to <strong>{destination?.host}</strong>, a site we do not run. Do you want to continue?
      </p>
      <div className={styles.actions}>
        <button type="button" onClick={() => dialog.current?.close()}>
          Stay on this site
        </button>
        {destination ? (
          <a href={destination.href} rel="noopener noreferrer" target="_blank" onClick={() => dialog.current?.close()}>
            Continue to {destination.host}
          </a>
        ) : null}
      </div>
    </dialog>
  )
}
