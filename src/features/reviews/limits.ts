/** SPEC.md §9's review limits (their messages: ./texts). */
export const LIMITS = {
  title: 50,
  reviewTextMin: 50,
  reviewTextMax: 200,
  nicknameMin: 4,
  nicknameMax: 20,
  location: 60,
  minimumAge: 18,
  email: 254,
  caption: 150,
} as const
