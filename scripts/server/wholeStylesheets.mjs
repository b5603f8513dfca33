/* global document, MutationObserver -- it runs in the browser */
import { transformSync } from 'esbuild'

/**
 * The whole stylesheets of a page that inlined only the rules its classes use (./pageStyles.mjs), brought
 * in when, and only when, something needs them. The boot script (./firstPaint.mjs) runs this after the
 * first paint, before the page's scripts, with the classes the server cut the stylesheets for (those of the
 * markup and of what the RSC payload holds for later).
 *
 * Switching the whole files on after every first paint restyled every element of the page in one task (a
 * long task on a phone, just as the visitor can first tap), for the few pages whose scripts then draw
 * something the cut-down rules miss. Instead the files are fetched (into memory, applied to nothing), and
 * the first element that appears, or gets a class, outside those classes (an island's markup, a state a
 * script toggles, what a refresh of the page's server components brings) swaps each cut-down `<style>` for
 * its file's whole text in the same task, before the next frame is painted, so it never shows unstyled.
 * The `<link>`s stay disabled for React. A file still on its way then is switched on by its link instead.
 * Each file is fetched in a task of its own (`inTaskOfItsOwn`, the boot script's queue, after the page's
 * scripts): a page's first `fetch()` sets up the browser's fetching, and the three or four of them in one
 * task made one of the longest tasks after the first paint.
 *
 * This function is serialised into the page (`Function.prototype.toString`, minified once): it must reach
 * nothing outside its own body.
 */
export function wholeStylesheetsWhenNeeded(pageClasses, inTaskOfItsOwn) {
  const links = [...document.querySelectorAll('link[data-after-paint]')]
  if (links.length === 0) return
  const known = new Set(pageClasses.split(' '))
  const texts = new Map()
  for (const link of links) {
    const href = link.getAttribute('href')
    inTaskOfItsOwn(() =>
      fetch(href)
        .then((response) => (response.ok ? response.text() : ''))
        .then((text) => text.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, ''))
        .then(
          (text) => text && texts.set(href, text),
          () => {},
        ),
    )
  }
  const isNew = (element) => [...element.classList].some((name) => !known.has(name))
  const bringsNew = (node) => node.nodeType === 1 && (isNew(node) || [...node.querySelectorAll('[class]')].some(isNew))
  const observer = new MutationObserver((records) => {
    const needed = records.some((record) => (record.type === 'attributes' ? isNew(record.target) : [...record.addedNodes].some(bringsNew)))
    if (!needed) return
    observer.disconnect()
    for (const link of links) {
      const href = link.getAttribute('href')
      const style = document.querySelector(`style[data-href="${href}"]`)
      if (style && texts.has(href)) style.textContent = texts.get(href)
      else link.disabled = false
    }
  })
  observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] })
}

const CLASSES = '__PAGE_CLASSES__'
const SCHEDULE = '__IN_TASK_OF_ITS_OWN__'
const call = (() => {
  const source = `(${wholeStylesheetsWhenNeeded.toString()})(${CLASSES},${SCHEDULE})`
  try {
    return transformSync(source, { minify: true, target: 'es2020' }).code.trim().replace(/;$/, '')
  } catch {
    return source
  }
})()

/**
 * The call the boot script makes, with the page's classes (only names a CSS class selector can name, so the
 * list needs no escaping beyond being a JSON string) and the boot script's expression for a function that
 * runs its argument in a later task of its own.
 */
export function wholeStylesheetsScript(classes, inTaskOfItsOwn) {
  const names = [...classes].filter((name) => /^-?[_a-zA-Z][\w-]*$/.test(name)).join(' ')
  return call.replace(CLASSES, () => JSON.stringify(names)).replace(SCHEDULE, () => inTaskOfItsOwn)
}
