import type MiniSearch from 'minisearch'
import type { Query } from 'minisearch'

/**
 * How a record matched a query or a part of one, as minisearch reports it: each record term matched
 * with the best tier of the fields minisearch gives for it (ranking reads no more of them), and the
 * query terms they stand for (a query word, its synonyms' and plural forms' words). The terms' order
 * means nothing: ranking and highlighting take them as a set.
 */
export interface MatchShape {
  readonly terms: readonly string[]
  /** Per term. */
  readonly fieldTiers: readonly number[]
  readonly queryTerms: readonly string[]
}

/**
 * The records a query part matches, in position order, with minisearch's score of each (before
 * search() multiplies it by the number of query terms matched) and how each matched: typed arrays,
 * as a common word's part holds thousands of records, most of which matched alike.
 */
export interface PartMatches {
  readonly positions: Int32Array
  readonly scores: Float64Array
  /** Each record's shape: its index in `shapes`. */
  readonly shapeIds: Int32Array
  /** The part's shapes, each once. */
  readonly shapes: readonly MatchShape[]
}

/** A record's match while minisearch combines a query's parts. */
interface RawMatch {
  score: number
  terms: string[]
  match: Record<string, string[]>
}

/**
 * minisearch's own evaluation of one query part: its executeQuery (private in its types: search() is
 * that, then the parts' combination below and a sort by score). Records must have been added in
 * position order with none removed, so that minisearch's internal ids are the positions; the tests
 * compare whole queries' results with search()'s.
 */
export function partMatcher(miniSearch: MiniSearch<never>, tierOf: ReadonlyMap<string, number>): (query: Query) => PartMatches {
  const internals = miniSearch as unknown as { executeQuery(query: Query): Map<number, RawMatch> }
  return (query) => {
    const raw = internals.executeQuery(query)
    const positions = Int32Array.from(raw.keys()).sort()
    const scores = new Float64Array(positions.length)
    const shapeIds = new Int32Array(positions.length)
    const shapes: MatchShape[] = []
    const shapeIdOf = shapeInterner(tierOf, shapes)
    for (let i = 0; i < positions.length; i++) {
      const { score, terms, match } = raw.get(positions[i]!)!
      scores[i] = score
      shapeIds[i] = shapeIdOf(terms, match)
    }
    return { positions, scores, shapeIds, shapes }
  }
}

/** A trie of the parts of shapes seen: query terms, then each record term and its tier. */
interface ShapeNode {
  next: Map<string | number, ShapeNode>
  shapeId?: number
}

/**
 * Numbers records that matched alike with one shape, added to `shapes`. Walks a trie of the shape's
 * parts rather than joining them into a key: the terms are the index's own strings, whose hashes are
 * kept, so each step is a cheap lookup.
 */
function shapeInterner(tierOf: ReadonlyMap<string, number>, shapes: MatchShape[]): (queryTerms: string[], match: Record<string, string[]>) => number {
  const root: ShapeNode = { next: new Map() }
  const step = (node: ShapeNode, part: string | number) => {
    let child = node.next.get(part)
    if (!child) node.next.set(part, (child = { next: new Map() }))
    return child
  }
  const bestTier = (fields: readonly string[]) => fields.reduce((tier, field) => Math.max(tier, tierOf.get(field) ?? 0), 0)
  // Not a word: ends the query terms.
  const END = ' '
  return (queryTerms, match) => {
    let node = root
    for (const term of queryTerms) node = step(node, term)
    node = step(node, END)
    for (const term in match) node = step(step(node, term), bestTier(match[term]!))
    if (node.shapeId === undefined) {
      const terms = Object.keys(match)
      node.shapeId = shapes.push({ terms, fieldTiers: terms.map((term) => bestTier(match[term]!)), queryTerms }) - 1
    }
    return node.shapeId
  }
}

/** The query terms of two matches of one record, without repeats: the first's, then the second's new ones. */
function unionTerms(first: readonly string[], second: readonly string[]): readonly string[] {
  let union: string[] | undefined
  for (const term of second) {
    if ((union ?? first).includes(term)) continue
    union ??= [...first]
    union.push(term)
  }
  return union ?? first
}

/** One record's two matches as one: a record term's tier in the later replaces its tier in the earlier, as minisearch's Object.assign replaces its fields. */
function combinedShape(left: MatchShape, right: MatchShape): MatchShape {
  const terms = [...left.terms]
  const fieldTiers = [...left.fieldTiers]
  right.terms.forEach((term, i) => {
    const at = terms.indexOf(term)
    if (at < 0) {
      terms.push(term)
      fieldTiers.push(right.fieldTiers[i]!)
    } else fieldTiers[at] = right.fieldTiers[i]!
  })
  return { terms, fieldTiers, queryTerms: unionTerms(left.queryTerms, right.queryTerms) }
}

const noMatches: PartMatches = { positions: new Int32Array(0), scores: new Float64Array(0), shapeIds: new Int32Array(0), shapes: [] }

/**
 * The shapes of a combination: each pair of a left and a right shape made once, however many records
 * share it, and (OR) the left's and right's own shapes, added once each. Pairs are numbered in a
 * table when the sides have few shapes, as usual, otherwise in a map.
 */
class CombinedShapes {
  readonly shapes: MatchShape[] = []
  private readonly pairTable: number[] | undefined
  private readonly pairMap: Map<number, number> | undefined
  private readonly leftIds: number[]
  private readonly rightIds: number[]

  constructor(
    private readonly left: readonly MatchShape[],
    private readonly right: readonly MatchShape[],
  ) {
    const pairs = left.length * right.length
    if (pairs <= 4096) this.pairTable = new Array<number>(pairs).fill(-1)
    else this.pairMap = new Map()
    this.leftIds = new Array<number>(left.length).fill(-1)
    this.rightIds = new Array<number>(right.length).fill(-1)
  }

  pair(leftShape: number, rightShape: number): number {
    const pair = leftShape * this.right.length + rightShape
    let id = this.pairTable ? this.pairTable[pair]! : (this.pairMap!.get(pair) ?? -1)
    if (id < 0) {
      id = this.shapes.push(combinedShape(this.left[leftShape]!, this.right[rightShape]!)) - 1
      if (this.pairTable) this.pairTable[pair] = id
      else this.pairMap!.set(pair, id)
    }
    return id
  }

  ofLeft(shape: number): number {
    if (this.leftIds[shape]! < 0) this.leftIds[shape] = this.shapes.push(this.left[shape]!) - 1
    return this.leftIds[shape]!
  }

  ofRight(shape: number): number {
    if (this.rightIds[shape]! < 0) this.rightIds[shape] = this.shapes.push(this.right[shape]!) - 1
    return this.rightIds[shape]!
  }
}

/**
 * Arrays a combination writes into, reused from one to the next (allocating typed arrays of thousands
 * of items costs more than the combination itself). Two, so that a combination of several parts can
 * read the previous step's result while it writes the next.
 */
class Scratch {
  positions = new Int32Array(1024)
  scores = new Float64Array(1024)
  shapeIds = new Int32Array(1024)

  reserve(size: number): this {
    if (this.positions.length < size) {
      const length = Math.max(size, this.positions.length * 2)
      this.positions = new Int32Array(length)
      this.scores = new Float64Array(length)
      this.shapeIds = new Int32Array(length)
    }
    return this
  }
}
const scratches = [new Scratch(), new Scratch()] as const

/** Records in both parts, in position order; a record's scores added left first. */
function intersect(left: PartMatches, right: PartMatches, scratch: Scratch): PartMatches {
  const { positions: leftPositions, scores: leftScores, shapeIds: leftShapeIds } = left
  const { positions: rightPositions, scores: rightScores, shapeIds: rightShapeIds } = right
  const { positions, scores, shapeIds } = scratch.reserve(Math.min(leftPositions.length, rightPositions.length))
  const shapes = new CombinedShapes(left.shapes, right.shapes)
  let count = 0
  let i = 0
  let j = 0
  while (i < leftPositions.length && j < rightPositions.length) {
    const leftPosition = leftPositions[i]!
    const rightPosition = rightPositions[j]!
    if (leftPosition < rightPosition) i++
    else if (leftPosition > rightPosition) j++
    else {
      positions[count] = leftPosition
      scores[count] = leftScores[i]! + rightScores[j]!
      shapeIds[count++] = shapes.pair(leftShapeIds[i++]!, rightShapeIds[j++]!)
    }
  }
  return { positions: positions.subarray(0, count), scores: scores.subarray(0, count), shapeIds: shapeIds.subarray(0, count), shapes: shapes.shapes }
}

/** Records in either part, in position order; a record in both adds its scores, left first. */
function unite(left: PartMatches, right: PartMatches, scratch: Scratch): PartMatches {
  const { positions: leftPositions, scores: leftScores, shapeIds: leftShapeIds } = left
  const { positions: rightPositions, scores: rightScores, shapeIds: rightShapeIds } = right
  const { positions, scores, shapeIds } = scratch.reserve(leftPositions.length + rightPositions.length)
  const shapes = new CombinedShapes(left.shapes, right.shapes)
  let count = 0
  let i = 0
  let j = 0
  while (i < leftPositions.length && j < rightPositions.length) {
    const leftPosition = leftPositions[i]!
    const rightPosition = rightPositions[j]!
    if (leftPosition < rightPosition) {
      positions[count] = leftPosition
      scores[count] = leftScores[i]!
      shapeIds[count++] = shapes.ofLeft(leftShapeIds[i++]!)
    } else if (leftPosition > rightPosition) {
      positions[count] = rightPosition
      scores[count] = rightScores[j]!
      shapeIds[count++] = shapes.ofRight(rightShapeIds[j++]!)
    } else {
      positions[count] = leftPosition
      scores[count] = leftScores[i]! + rightScores[j]!
      shapeIds[count++] = shapes.pair(leftShapeIds[i++]!, rightShapeIds[j++]!)
    }
  }
  for (; i < leftPositions.length; i++) {
    positions[count] = leftPositions[i]!
    scores[count] = leftScores[i]!
    shapeIds[count++] = shapes.ofLeft(leftShapeIds[i]!)
  }
  for (; j < rightPositions.length; j++) {
    positions[count] = rightPositions[j]!
    scores[count] = rightScores[j]!
    shapeIds[count++] = shapes.ofRight(rightShapeIds[j]!)
  }
  return { positions: positions.subarray(0, count), scores: scores.subarray(0, count), shapeIds: shapeIds.subarray(0, count), shapes: shapes.shapes }
}

/**
 * minisearch's AND or OR of query parts, computed as its combinators compute them (left to right:
 * the scores added in the same order, so the same to the last bit) but without changing the parts,
 * which stay kept for later queries. The result is good until the next combination: see keptCombination().
 */
export function combineParts(parts: readonly PartMatches[], combineWith: 'AND' | 'OR'): PartMatches {
  if (parts.length === 0) return noMatches
  const combine = combineWith === 'AND' ? intersect : unite
  return parts.reduce((combined, part, step) => combine(combined, part, scratches[step % 2]!))
}

/** combineParts() for a combination to keep: its arrays copied out of the reused ones. */
export function keptCombination(parts: readonly PartMatches[], combineWith: 'AND' | 'OR'): PartMatches {
  if (parts.length === 1) return parts[0]!
  const { positions, scores, shapeIds, shapes } = combineParts(parts, combineWith)
  return { positions: positions.slice(), scores: scores.slice(), shapeIds: shapeIds.slice(), shapes }
}

/** How many query terms a record's match covers: search() multiplies the score by it. */
export const matchQuality = (shape: MatchShape): number => shape.queryTerms.length || 1
