import { pushEvent } from '@/features/analytics'
import { dialogCommand, type DialogCommand, knowsCommands, makeModal } from '@/shared/ui/dialogCommands'

import { HEADER_SOLID_AFTER_PX } from './constants'

/** The header's overlays: each a modal <dialog> with this id, opened by the buttons that name it. */
export const HEADER_DIALOGS = { menu: 'site-menu', search: 'site-search' } as const
export type HeaderOverlay = keyof typeof HEADER_DIALOGS

/**
 * The attributes of a button that opens or closes one of the header's dialogs: the browser's own invoker
 * commands, or a popover where it lacks them (shared/ui/dialogCommands.ts), so the button works from the
 * first paint, before any script; where the browser lacks invoker commands, the header's controller
 * opens and closes the dialogs once it runs.
 */
export const invokes = (overlay: HeaderOverlay, command: DialogCommand): Record<string, string> => ({
  ...dialogCommand(HEADER_DIALOGS[overlay], command),
  // The same, for the controller: it works whether or not the browser knows the attributes above.
  'data-header-dialog': HEADER_DIALOGS[overlay],
  'data-header-command': command,
})

const OVERLAYS = Object.keys(HEADER_DIALOGS) as HeaderOverlay[]

/**
 * What the header's server-drawn markup needs of scripts (./Header.tsx): the header turns solid after 150
 * px of scrolling (or while an overlay is open; a white header always is); opening one overlay closes the
 * other; while one is open the page does not scroll, the desktop menu hides behind search and the data
 * layer hears of it (`menu_open`, `search_open`). Opening
 * and closing are the browser's own (a modal <dialog>: it keeps focus inside, Escape closes it, focus
 * returns to the button that opened it), done here only where the browser lacks invoker commands. An
 * overlay opened before this ran is taken as it is. Returns the function that stops it.
 */
export function startHeader(header: HTMLElement): () => void {
  const dialogs = Object.fromEntries(OVERLAYS.map((overlay) => [overlay, document.getElementById(HEADER_DIALOGS[overlay])])) as Record<
    HeaderOverlay,
    HTMLDialogElement | null
  >
  const white = header.dataset.headerStyle === 'white'
  // The page behind the open menu is left undrawn where the menu covers the screen (SiteShell.module.css):
  // marked on the page as the menu opens, before the browser works out the styles of its opening.
  const page = header.parentElement
  const markMenuOpen = (open: boolean) => page?.toggleAttribute('data-menu-open', open)
  const onMenuToggle = (event: Event) => markMenuOpen((event as ToggleEvent).newState === 'open')
  const root = document.documentElement
  let shown: HeaderOverlay | 'none' = 'none'

  const showSolid = () => {
    const solid = String(white || shown !== 'none' || window.scrollY > HEADER_SOLID_AFTER_PX)
    if (header.dataset.solid !== solid) header.dataset.solid = solid
  }
  const update = () => {
    const open = OVERLAYS.filter((overlay) => dialogs[overlay]?.open)
    // The one opened last is the one wanted: opening search from the menu closes the menu.
    const next: HeaderOverlay | 'none' = open.length === 0 ? 'none' : open.length === 1 ? open[0]! : open.find((overlay) => overlay !== shown)!
    for (const overlay of open) if (overlay !== next) dialogs[overlay]?.close()
    if (next !== shown && next !== 'none') pushEvent(`${next}_open`, 'header')
    shown = next
    header.dataset.overlay = next
    showSolid()
    const nav = header.querySelector<HTMLElement>('nav[data-desktop-nav]')
    if (nav) nav.hidden = next === 'search'
    if (next === 'none') delete root.dataset.scrollLocked
    // Where the scroll bar is drawn beside the page (desktop Windows and Linux), its place is kept while
    // it is gone, so the page behind the overlay does not move sideways (tokens.css). Measured as the lock
    // starts: once locked, the bar is gone.
    else root.dataset.scrollLocked ??= window.innerWidth > root.clientWidth ? 'gutter' : 'true'
  }

  // Opening and closing, wherever they come from (a command, the controller, Escape), show in `open`.
  const watcher = new MutationObserver(update)
  for (const overlay of OVERLAYS) {
    const dialog = dialogs[overlay]
    if (dialog) watcher.observe(dialog, { attributes: true, attributeFilter: ['open'] })
  }

  const onClick = (event: MouseEvent) => {
    if (knowsCommands()) return
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-header-command]')
    const dialog = button ? document.getElementById(button.dataset.headerDialog ?? '') : null
    if (!(dialog instanceof HTMLDialogElement)) return
    // Done here, as a modal dialog: not as a popover too (the button's `popovertarget`).
    event.preventDefault()
    if (button?.dataset.headerCommand === 'close') dialog.close()
    else if (!dialog.open) dialog.showModal()
  }
  // A dialog the visitor opened as a popover before this ran (a browser without invoker commands) becomes the modal one.
  for (const overlay of OVERLAYS) {
    const dialog = dialogs[overlay]
    if (dialog) makeModal(dialog)
  }
  header.addEventListener('click', onClick)
  dialogs.menu?.addEventListener('beforetoggle', onMenuToggle)
  markMenuOpen(dialogs.menu?.open === true)
  window.addEventListener('scroll', showSolid, { passive: true })
  update()
  return () => {
    watcher.disconnect()
    dialogs.menu?.removeEventListener('beforetoggle', onMenuToggle)
    markMenuOpen(false)
    header.removeEventListener('click', onClick)
    window.removeEventListener('scroll', showSolid)
    delete root.dataset.scrollLocked
  }
}
