/* global window, document, Element, HTMLButtonElement, HTMLInputElement, HTMLSelectElement, HTMLTextAreaElement, MutationObserver -- it runs in the browser */
import { transformSync } from 'esbuild'

/**
 * What a visitor does before the page's scripts have hydrated a control, kept and handed to it once they
 * have. A page is drawn (and can be tapped and typed into) before its scripts arrive and hydrate, which
 * on a phone takes seconds; React replays nothing from before its root listens, and when a control
 * hydrates it keeps the text typed or the box ticked but never tells its component (`onChange` does not
 * fire), so the visitor's action was lost. The boot script that scripts/server/firstPaint.mjs writes at the
 * end of every public page's head runs this function, before any control is parsed (in the HTML only:
 * rendered by React, its text would travel a second time in the page's RSC payload):
 *
 * - A click on a button with no action of its own (a `type="button"`, or a button outside any form; not
 *   one with an invoker command, `commandfor`, which the browser carries out itself where it knows them)
 *   before it has hydrated and the page's root has committed is kept, and kept from React meanwhile;
 *   links and submit buttons are left to the browser, which follows or sends them without scripts.
 * - So is a change to a form field (input, select, textarea): the field keeps what was typed or ticked.
 * - Every 50 ms, each kept element that has hydrated, once the page's shell has run its effects
 *   (`<html data-hydrated>`, set by the shell's PageLifecycle, after the controllers it attaches in effects:
 *   saved items, compare ticks), gets its action back: the button is clicked once (a
 *   second tap while the page was dead meant the same); a field dispatches the event React listens to,
 *   after React's value tracker is pointed at the server's value, so `onChange` sees the change.
 *
 * A minute after the page started, nothing more is kept (a page whose scripts never came stays as it is),
 * and nothing added to the page after it was parsed is ever kept (React's own later renders come
 * hydrated; anything else, a tag manager's banner, has its own scripts).
 *
 * The contract with React, pinned by tests/browser/interactive.spec.ts against the production build:
 * a hydrated element carries an own property whose name starts `__reactProps$`; a text field's value
 * and a box's checked state set through the element (not the prototype) update React's tracker; after
 * hydration an element's `defaultValue` / `defaultChecked` is the value its component rendered.
 *
 * This function is serialised into the page (`Function.prototype.toString`, minified once): it must
 * reach nothing outside its own body.
 */
export function keepEarlyActions() {
  const PROPS_KEY = '__reactProps$'
  const POLL_MS = 50
  const GIVE_UP_MS = 60_000
  const started = Date.now()
  const pending = []
  let timer = 0

  const hydrated = (element) => Object.keys(element).some((key) => key.startsWith(PROPS_KEY))
  /** Hydrated, and the page's root committed: React's own handlers answer from now on. */
  const settled = (element) => document.documentElement.hasAttribute('data-hydrated') && hydrated(element)
  const givenUp = () => Date.now() - started > GIVE_UP_MS
  const isField = (element) => element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement

  // Elements added after the page was parsed and not by React (a tag manager's consent banner, say) never
  // hydrate: their own scripts answer them, so they are never kept.
  const added = new WeakSet()
  const addedLater = (element) => {
    for (let node = element; node; node = node.parentElement) if (added.has(node)) return true
    return false
  }
  document.addEventListener('DOMContentLoaded', () => {
    const watcher = new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) added.add(node)
    })
    watcher.observe(document.documentElement, { childList: true, subtree: true })
    window.setTimeout(() => watcher.disconnect(), GIVE_UP_MS)
  })

  /**
   * Keeps the action for later and keeps it from React meanwhile: a handler reached while the root is
   * still hydrating can update a component that has not mounted, and the update is lost.
   */
  const keep = (element, event) => {
    if (settled(element) || givenUp() || addedLater(element)) return
    event.stopImmediatePropagation()
    if (!pending.includes(element)) pending.push(element)
    element.setAttribute('data-early-action', '')
    if (!timer) timer = window.setTimeout(poll, POLL_MS)
  }

  /** The change a field holds, handed to React as the event its `onChange` listens to. */
  const replayField = (field) => {
    // A select has no value tracker, and a file input's value cannot be set: their change event is enough.
    if (field instanceof HTMLSelectElement || (field instanceof HTMLInputElement && field.type === 'file')) {
      field.dispatchEvent(new Event('change', { bubbles: true }))
      return
    }
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      const wanted = field.checked
      if (wanted === field.defaultChecked || (field.type === 'radio' && !wanted)) return
      // Through the element, so React's tracker records the opposite; the click sets it back and tells React.
      field.checked = !wanted
      field.click()
      return
    }
    const typed = field.value
    if (typed === field.defaultValue) return
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
    field.value = field.defaultValue
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }

  const replay = (element) => {
    element.removeAttribute('data-early-action')
    if (!element.isConnected) return
    if (isField(element)) replayField(element)
    else if (element instanceof HTMLButtonElement && !element.disabled) element.click()
  }

  function poll() {
    timer = 0
    for (const element of pending.filter((kept) => !kept.isConnected || settled(kept))) {
      pending.splice(pending.indexOf(element), 1)
      window.setTimeout(() => replay(element), 0)
    }
    if (pending.length && givenUp()) for (const element of pending.splice(0)) element.removeAttribute('data-early-action')
    if (pending.length) timer = window.setTimeout(poll, POLL_MS)
  }

  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null
      // A button that names the element it commands (`commandfor`) acts by itself where the browser knows invoker commands.
      const commands = button?.hasAttribute('commandfor') && 'commandForElement' in button
      if (button && !commands && (button.type === 'button' || !button.form)) keep(button, event)
    },
    true,
  )
  for (const type of ['input', 'change']) {
    document.addEventListener(
      type,
      (event) => {
        if (event.target instanceof Element && isField(event.target)) keep(event.target, event)
      },
      true,
    )
  }
}

/** The function as script text, minified once (as written, where esbuild is missing). */
export const earlyActionsScript = (() => {
  const source = `(${keepEarlyActions.toString()})();`
  try {
    return transformSync(source, { minify: true, target: 'es2020' }).code.trim()
  } catch {
    return source
  }
})()
