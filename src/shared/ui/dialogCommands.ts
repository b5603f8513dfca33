/**
 * Buttons that open and close a modal <dialog> before any script has run. The browser's own invoker
 * commands (`commandfor`, `command`) do it where it knows them; a browser without them (Safari before
 * 26.2) that knows popovers (Safari 17 on) shows the dialog as a popover instead (`popovertarget`: the
 * dialog is also a `popover`; where `commandfor` is known it wins). Once the page's script runs it opens
 * and closes the dialog itself where commands are unknown, and makes a dialog shown as a popover the
 * modal one (`makeModal`).
 */
export type DialogCommand = 'show-modal' | 'close'

/** The attributes of a button that opens (`show-modal`) or closes the dialog with this id. */
export const dialogCommand = (dialogId: string, command: DialogCommand): Record<string, string> => ({
  commandfor: dialogId,
  command,
  popoverTarget: dialogId,
  // Never "toggle": a second tap on a button that opens means open.
  popoverTargetAction: command === 'close' ? 'hide' : 'show',
})

/** The attribute that lets such a dialog show as a popover. */
export const POPOVER_DIALOG = { popover: 'auto' } as const

/** Whether the browser carries out invoker commands itself. */
export const knowsCommands = () => 'commandForElement' in HTMLButtonElement.prototype

/**
 * A dialog shown as a popover (before the scripts ran, in a browser without invoker commands) becomes
 * the modal one it stands for: the browser then keeps focus inside and the page behind inert. What was
 * typed in it and where focus was inside it are kept. Returns whether it was shown as a popover.
 */
export function makeModal(dialog: HTMLDialogElement): boolean {
  // The selector is unknown where popovers are.
  if (!('showPopover' in HTMLElement.prototype) || !dialog.matches(':popover-open')) return false
  const focused = dialog.contains(document.activeElement) ? document.activeElement : null
  dialog.hidePopover()
  dialog.showModal()
  if (focused instanceof HTMLElement && document.activeElement !== focused) focused.focus()
  return true
}
