/**
 * What the questions page's own script needs of the question form: its limits and labels (small, in the
 * page's first load). The fields' definition and rules are ./questionForm, loaded when the visitor starts.
 */
export const QA_LIMITS = { questionSummary: 150, questionDetails: 1000, answerMin: 10, answer: 2000 } as const

/** Each field's label by its name in lower case. */
export const QA_LABELS: Readonly<Record<string, string>> = {
  questionsummary: 'Your question',
  questiondetails: 'More detail',
  answertext: 'Your answer',
  usernickname: 'Nickname',
  userlocation: 'Location',
  useremail: 'Email address',
  agreedtotermsandconditions: 'Terms and conditions',
}
