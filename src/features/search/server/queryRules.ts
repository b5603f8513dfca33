import type { SearchRuleUserData } from '../steering'
import { analyzeQuery } from './text'

/** A query rule as Algolia stores it (saveRules): the parts the site uses. */
export interface AlgoliaRule {
  objectID: string
  conditions: { pattern: string; anchoring: 'is' | 'contains' }[]
  consequence: {
    promote?: { objectIDs: string[]; position: number }[]
    hide?: { objectID: string }[]
    userData?: SearchRuleUserData
    filterPromotes?: false
  }
  /** Unix seconds: the rule applies inside any of these ranges (always, without any). */
  validity?: { from: number; until: number }[]
  enabled?: boolean
  description?: string
}

/** What the rules that apply to one query do to its answer. */
export interface RuleEffects {
  /** Records pinned at 0-based positions, by precedence: a position or record taken by a stronger rule is not taken again. */
  promote: { objectID: string; position: number }[]
  hide: ReadonlySet<string>
  /** Each applied rule's userData, strongest rule first. */
  userData: SearchRuleUserData[]
}

interface RuleMatch {
  rule: AlgoliaRule
  /** Where in the query the pattern starts (in words), how many words it covers, its anchoring. */
  start: number
  length: number
  anchoring: 'is' | 'contains'
}

const isValidAt = (rule: AlgoliaRule, nowSeconds: number) =>
  rule.enabled !== false && (!rule.validity?.length || rule.validity.some(({ from, until }) => from <= nowSeconds && nowSeconds <= until))

/** One condition of one rule, its pattern as the index compares words. */
interface CompiledCondition {
  /** The rule's place in the given order, and the condition's in the rule's. */
  ruleIndex: number
  conditionIndex: number
  terms: readonly string[]
  anchoring: 'is' | 'contains'
}

/**
 * The rules that apply to a query, in Algolia's precedence (rule matching algorithm): the match
 * nearest the start of the query, then the longest, then `is` before `contains`; the given order last.
 * Patterns compare as the index compares words (case and accents aside), whole words, no typos.
 *
 * The patterns are analysed once, here (the engine compiles its rules once per content change), into
 * maps keyed by words: `is` conditions by their whole pattern, `contains` conditions by their first word.
 * A query then looks up its own words (its whole text, and each word as a possible start) instead of
 * comparing every rule, so its cost follows its length and the rules that share its words, not how many
 * rules there are.
 */
export function compileRules(rules: readonly AlgoliaRule[]): (query: string, nowSeconds: number) => RuleEffects | undefined {
  const exactly = new Map<string, CompiledCondition[]>()
  const byFirstWord = new Map<string, CompiledCondition[]>()
  rules.forEach((rule, ruleIndex) =>
    rule.conditions.forEach((condition, conditionIndex) => {
      const terms = analyzeQuery(condition.pattern).terms
      if (terms.length === 0) return
      const compiled: CompiledCondition = { ruleIndex, conditionIndex, terms, anchoring: condition.anchoring }
      const [map, key] = condition.anchoring === 'is' ? [exactly, terms.join(' ')] : [byFirstWord, terms[0]!]
      map.set(key, [...(map.get(key) ?? []), compiled])
    }),
  )
  if (exactly.size === 0 && byFirstWord.size === 0) return () => undefined
  return (query, nowSeconds) => {
    const queryTerms = analyzeQuery(query).terms
    if (queryTerms.length === 0) return undefined
    // Each rule's first condition (in its order) that matches, at that condition's first place in the query.
    const found = new Map<number, { conditionIndex: number; match: RuleMatch }>()
    const consider = (condition: CompiledCondition, start: number) => {
      const known = found.get(condition.ruleIndex)
      if (known && (known.conditionIndex < condition.conditionIndex || (known.conditionIndex === condition.conditionIndex && known.match.start <= start)))
        return
      const rule = rules[condition.ruleIndex]!
      if (!isValidAt(rule, nowSeconds)) return
      found.set(condition.ruleIndex, {
        conditionIndex: condition.conditionIndex,
        match: { rule, start, length: condition.terms.length, anchoring: condition.anchoring },
      })
    }
    for (const condition of exactly.get(queryTerms.join(' ')) ?? []) consider(condition, 0)
    queryTerms.forEach((term, start) => {
      for (const condition of byFirstWord.get(term) ?? []) {
        const { terms } = condition
        if (start + terms.length <= queryTerms.length && terms.every((word, i) => word === queryTerms[start + i])) consider(condition, start)
      }
    })
    if (found.size === 0) return undefined
    // In the rules' given order, which the precedence sort keeps among equals.
    const matches = [...found].sort((a, b) => a[0] - b[0]).map(([, { match }]) => match)
    return effectsOf(matches)
  }
}

/** One query against the rules (compileRules, for a single use). */
export const ruleEffects = (rules: readonly AlgoliaRule[], query: string, nowSeconds: number): RuleEffects | undefined => compileRules(rules)(query, nowSeconds)

function effectsOf(matches: RuleMatch[]): RuleEffects {
  const anchoringRank = { is: 0, contains: 1 }
  matches.sort((a, b) => a.start - b.start || b.length - a.length || anchoringRank[a.anchoring] - anchoringRank[b.anchoring])
  const promote: RuleEffects['promote'] = []
  const hide = new Set<string>()
  const userData: SearchRuleUserData[] = []
  const takenPositions = new Set<number>()
  const pinned = new Set<string>()
  for (const { rule } of matches) {
    for (const { objectIDs, position } of rule.consequence.promote ?? []) {
      objectIDs.forEach((objectID, i) => {
        if (pinned.has(objectID) || takenPositions.has(position + i)) return
        pinned.add(objectID)
        takenPositions.add(position + i)
        promote.push({ objectID, position: position + i })
      })
    }
    for (const { objectID } of rule.consequence.hide ?? []) hide.add(objectID)
    if (rule.consequence.userData) userData.push(rule.consequence.userData)
  }
  return { promote, hide, userData }
}

/**
 * The answer's order once the rules have acted: hidden records out, pinned records at their positions
 * (counted from the top of the whole answer; past its end, last), wherever they were and whether or not
 * they matched the query, as Algolia pins. `positionOf` finds a record by objectID (undefined: not in
 * the index, nothing to pin). Returns the new order and how the hit count changes.
 */
export function arrange(
  organic: readonly number[],
  effects: RuleEffects,
  positionOf: (objectID: string) => number | undefined,
  objectIDOf: (position: number) => string,
): { order: number[]; nbHitsChange: number } {
  const pins = effects.promote
    .filter(({ objectID }) => !effects.hide.has(objectID))
    .flatMap(({ objectID, position }) => {
      const at = positionOf(objectID)
      return at === undefined ? [] : [{ at, position }]
    })
    .sort((a, b) => a.position - b.position)
  const pinnedPositions = new Set(pins.map(({ at }) => at))
  let removed = 0
  const order = organic.filter((position) => {
    const out = pinnedPositions.has(position) || effects.hide.has(objectIDOf(position))
    if (out) removed++
    return !out
  })
  for (const { at, position } of pins) order.splice(Math.min(position, order.length), 0, at)
  return { order, nbHitsChange: pins.length - removed }
}
