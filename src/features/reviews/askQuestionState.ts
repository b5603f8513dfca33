/** The ask-a-question form's state between the questions page and its server action. */
export type AskQuestionState =
  | { status: 'idle' }
  | { status: 'error'; message?: string; fieldErrors: Record<string, string>; values: Record<string, string> }
  | { status: 'sent'; message: string }
