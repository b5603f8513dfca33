/** The query parameter of double opt-in and unsubscribe links: such requests render per request. */
export const TOKEN_KEY = 'token'
