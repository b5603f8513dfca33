/** The shaving advisor's questions, as query parameters (questions.ts). A module without imports:
 * next.config.ts loads it (pageTypes.ts). */
export const ADVISOR_KEYS = ['skin', 'beard', 'shave', 'razor'] as const
