import { storedValue } from '@/shared/storage/storedValue'

type Answer = 'Yes' | 'No'

const helpfulVotes = storedValue<Record<string, Answer>>({
  key: 'article_helpful_votes',
  storage: 'local',
  fallback: {},
  parse: (stored) => (stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, Answer>) : undefined),
})

const NOT_SAVED = 'Your vote could not be saved just now.'
const SMALL_SCREEN = '(max-width: 47.99rem)'

/** Copy link (./CopyLink.tsx): shown, and copies the address it carries, saying how that went. */
function startCopyLink(item: HTMLElement): () => void {
  const status = item.querySelector('[role="status"]')
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('button') || !status) return
    // No clipboard (a page served over plain HTTP has none) says so, as a refused copy does.
    const copied = navigator.clipboard
      ? navigator.clipboard.writeText(item.dataset.copyLink ?? window.location.href)
      : Promise.reject(new Error('no clipboard'))
    copied.then(
      () => (status.textContent = 'Link copied to the clipboard.'),
      () => (status.textContent = 'The link could not be copied. Copy it from the address bar instead.'),
    )
  }
  item.addEventListener('click', onClick)
  item.hidden = false
  return () => {
    item.removeEventListener('click', onClick)
    item.hidden = true
  }
}

/** The helpful vote (./HelpfulVote.tsx): shown with this browser's stored choice, which it sends and keeps. */
function startHelpfulVote(section: HTMLElement): () => void {
  const articleId = section.dataset.helpfulVote ?? ''
  const buttons = [...section.querySelectorAll<HTMLButtonElement>('button[value]')]
  const status = section.querySelector('[role="status"]')
  let message = ''
  let busy = false
  const render = () => {
    const choice = helpfulVotes.read()[articleId]
    for (const button of buttons) {
      button.setAttribute('aria-pressed', String(choice === button.value))
      button.disabled = busy || Boolean(choice)
    }
    const text = message || (choice ? `You answered ${choice}. Thank you for your feedback.` : '')
    if (status && status.textContent !== text) status.textContent = text
  }
  const vote = async (helpful: Answer) => {
    busy = true
    render()
    try {
      const response = await fetch('/api/articles/helpful', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ article: Number(articleId), helpful }),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string }
      message = body.message ?? body.error ?? NOT_SAVED
      // A repeat (409) keeps the choice this browser made, or takes this one if it has none.
      if (response.ok || response.status === 409) {
        const stored = helpfulVotes.read()
        helpfulVotes.write({ ...stored, [articleId]: response.ok ? helpful : (stored[articleId] ?? helpful) })
      }
    } catch {
      message = NOT_SAVED
    } finally {
      busy = false
      render()
    }
  }
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[value]') : null
    if (button && (button.value === 'Yes' || button.value === 'No')) void vote(button.value)
  }
  section.addEventListener('click', onClick)
  const unsubscribe = helpfulVotes.subscribe(render)
  render()
  section.hidden = false
  return () => {
    section.removeEventListener('click', onClick)
    unsubscribe()
  }
}

/** Show Full Article (./ShowFull.tsx): on a small screen, clips the body and shows the button that opens it. */
function startShowFull(button: HTMLButtonElement): () => void {
  const body = document.getElementById(button.dataset.showFull ?? '')
  if (!body || !window.matchMedia(SMALL_SCREEN).matches) return () => {}
  const onClick = () => {
    delete body.dataset.clipped
    button.hidden = true
    body.focus()
  }
  body.dataset.clipped = 'true'
  button.hidden = false
  button.addEventListener('click', onClick)
  return () => button.removeEventListener('click', onClick)
}

/** The leaving-the-site notice (./LeavingNotice.tsx): opened, naming the host, by a click on a link to another host. */
function startLeavingNotice(dialog: HTMLDialogElement): () => void {
  const scope = document.getElementById(dialog.dataset.leavingNotice ?? '')
  const onLink = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (!(link instanceof HTMLAnchorElement) || dialog.contains(link) || event.defaultPrevented || event.button !== 0) return
    const url = new URL(link.href, window.location.href)
    if (!/^https?:$/.test(url.protocol) || url.host === window.location.host) return
    event.preventDefault()
    for (const host of dialog.querySelectorAll('[data-leaving-host]')) host.textContent = url.host
    const onward = dialog.querySelector<HTMLAnchorElement>('a[data-leaving-continue]')
    if (onward) onward.href = url.href
    dialog.showModal()
  }
  const onDialog = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('[data-leaving-stay], a[data-leaving-continue]')) dialog.close()
  }
  scope?.addEventListener('click', onLink)
  dialog.addEventListener('click', onDialog)
  return () => {
    scope?.removeEventListener('click', onLink)
    dialog.removeEventListener('click', onDialog)
  }
}

/**
 * What the article page's server-drawn controls need of scripts: Copy link, the helpful vote, Show Full
 * Article and the leaving-the-site notice. Plain DOM code on the server's markup, loaded once the page has
 * hydrated (./ArticleControllers.tsx): one chunk for the four, and no component of theirs to hydrate or
 * render. Returns the function that stops them.
 */
export function startArticleControllers(): () => void {
  const stops = [
    ...[...document.querySelectorAll<HTMLElement>('[data-copy-link]')].map(startCopyLink),
    ...[...document.querySelectorAll<HTMLElement>('[data-helpful-vote]')].map(startHelpfulVote),
    ...[...document.querySelectorAll<HTMLButtonElement>('button[data-show-full]')].map(startShowFull),
    ...[...document.querySelectorAll<HTMLDialogElement>('dialog[data-leaving-notice]')].map(startLeavingNotice),
  ]
  return () => stops.forEach((stop) => stop())
}
