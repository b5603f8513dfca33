import buttons from '@/shared/ui/buttons.module.css'

/**
 * 'Show Full Article': on small screens the body (`#${target}`) is clipped once scripts run
 * (./controllers.ts), until this button opens it. Drawn by the server, hidden: without scripts, and for
 * crawlers, the whole text is there and never clipped.
 */
export function ShowFull({ target }: { target: string }) {
  return (
    <button type="button" className={buttons.secondary} aria-controls={target} aria-expanded="false" data-show-full={target} hidden>
      Show Full Article
    </button>
  )
}
