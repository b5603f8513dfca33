import { z } from 'zod'

import { type PageQuery, queryValues } from '@/shared/routing/pageQuery'

/** The shaving advisor's questions. Keys are query parameters (advisorKeys.ts, in the same order). */
export const ADVISOR_QUESTIONS = [
  {
    key: 'skin',
    legend: 'How does your skin feel after a shave?',
    options: [
      { value: 'sensitive', label: 'Red or irritated' },
      { value: 'dry', label: 'Tight or dry' },
      { value: 'normal', label: 'Usually fine' },
    ],
  },
  {
    key: 'beard',
    legend: 'What do you want for your facial hair?',
    options: [
      { value: 'clean', label: 'A clean shave' },
      { value: 'stubble', label: 'Neat stubble' },
      { value: 'beard', label: 'A well-kept beard' },
    ],
  },
  {
    key: 'shave',
    legend: 'How often do you shave?',
    options: [
      { value: 'daily', label: 'Every day' },
      { value: 'weekly', label: 'A few times a week' },
      { value: 'rarely', label: 'Once a week or less' },
    ],
  },
  {
    key: 'razor',
    legend: 'Which razor do you prefer?',
    options: [
      { value: 'cartridge', label: 'A handle with replaceable cartridges' },
      { value: 'disposable', label: 'Disposable razors' },
      { value: 'safety', label: 'A classic safety razor' },
      { value: 'any', label: 'No preference' },
    ],
  },
] as const

type Question = (typeof ADVISOR_QUESTIONS)[number]
export type AdvisorAnswers = { [Q in Question as Q['key']]?: Q['options'][number]['value'] }

const answersSchema = z.object(
  Object.fromEntries(
    ADVISOR_QUESTIONS.map((question) => [
      question.key,
      z
        .enum(question.options.map((option) => option.value) as [string, ...string[]])
        .optional()
        .catch(undefined),
    ]),
  ),
)

/** The answers in the URL; unknown values are dropped, so a half-valid link still gives advice. */
export function parseAdvisorAnswers(query: PageQuery): AdvisorAnswers {
  const raw = Object.fromEntries(ADVISOR_QUESTIONS.map((question) => [question.key, queryValues(query, question.key)[0]]))
  return Object.fromEntries(Object.entries(answersSchema.parse(raw)).filter(([, value]) => value !== undefined)) as AdvisorAnswers
}
