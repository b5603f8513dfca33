/** The date in Sydney, YYYY-MM-DD: the day the back office's daily counts (search insights, CSP reports) file under. */
export const sydneyDay = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
