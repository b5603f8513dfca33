import buttons from '@/shared/ui/buttons.module.css'

/**
 * 'Was this article helpful?' Yes/No, sent to /api/articles/helpful, the choice remembered in this browser
 * (./controllers.ts). Drawn by the server, hidden (it needs scripts, and only the browser knows whether
 * this visitor voted already): the controller shows it with the stored choice.
 */
export function HelpfulVote({ articleId }: { articleId: number }) {
  return (
    <section aria-labelledby="helpful-title" data-helpful-vote={articleId} hidden>
      <h2 id="helpful-title">Was this article helpful?</h2>
      {(['Yes', 'No'] as const).map((answer) => (
        <button key={answer} type="button" className={buttons.secondary} aria-pressed="false" value={answer}>
          {answer}
        </button>
      ))}
      <p role="status" aria-live="polite" />
    </section>
  )
}
