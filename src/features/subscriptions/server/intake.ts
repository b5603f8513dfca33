import 'server-only'

import type { Payload } from 'payload'

import { defineIntake, storeOrQueue } from '@/cms/intake'
import type { SubmissionOutcome } from '@/shared/forms/submission'

import { confirmedByKey, payloadClient } from './records'

interface IntakeForm<I> {
  kind: string
  /** The record's dedupe key: a retry or a twin waits in the intake once and is stored once. */
  keyOf: (input: I) => string
  store: (input: I) => Promise<SubmissionOutcome>
  /**
   * How a submission accepted under a crowd is stored moments later, when that differs from `store`: the
   * visitor has been told it succeeded, so what was checked then is not asked again (a campaign that
   * closed or filled in between).
   */
  storeAccepted?: (input: I) => Promise<SubmissionOutcome>
  /** The success answer, given at once to a submission accepted into the intake. */
  accepted: SubmissionOutcome
  /** The answer to an address already confirmed on this list (SPEC.md §8's duplicate). */
  confirmed: (input: I) => SubmissionOutcome
  /** Before queueing, instead of the subscribers' confirmed check: the refusal the visitor must hear, if any. */
  check?: (input: I) => Promise<SubmissionOutcome | undefined>
  /** A refusal decided from the input alone (the gaming age rule): never queued. */
  refuse?: (input: I) => SubmissionOutcome | undefined
}

/**
 * A sign-up form's store through the intake (src/cms/intake): stored while the visitor waits when the site
 * is quiet; under a crowd accepted at once, after the checks a visitor must hear about (already confirmed,
 * not eligible), and stored moments later by the same `store`.
 */
export function throughIntake<I>(form: IntakeForm<I>): (input: I) => Promise<SubmissionOutcome> {
  defineIntake<I>(form.kind, async (_payload: Payload, input) => {
    await (form.storeAccepted ?? form.store)(input)
  })
  return async (input) => {
    const refusal = form.refuse?.(input)
    if (refusal) return refusal
    const payload = await payloadClient()
    const key = form.keyOf(input)
    return storeOrQueue(payload, {
      kind: form.kind,
      key,
      data: input,
      now: () => form.store(input),
      check: async () => (form.check ? form.check(input) : (await confirmedByKey(payload, key)) ? form.confirmed(input) : undefined),
      accepted: () => form.accepted,
    })
  }
}
