/**
 * Whether an answer of the built-in reviews service has at least the shape of the provider's recorded answer
 * (tests/fixtures/conversations): every key the provider sends, with its JSON type. A recorded null stands
 * for any value; a scalar of ours may be null where the site has no data; lists and maps may be empty, and
 * where both hold entries, ours are checked against the provider's first. Maps are the objects keyed by ids.
 */
const MAPS = new Set([
  'Products',
  'Reviews',
  'ContextDataDistribution',
  'ContextDataValues',
  'SecondaryRatings',
  'SecondaryRatingsAverages',
  'Badges',
  'Answers',
  'Questions',
  'TagDistribution',
  'TagDimensions',
  'AdditionalFields',
  'Attributes',
  'FieldErrors',
  'GroupErrors',
  'Fields',
  'Groups',
])

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value)

export function shapeProblems(ours: unknown, theirs: unknown, path = '$', key = ''): string[] {
  const theirType = typeOf(theirs)
  const ourType = typeOf(ours)
  if (theirType === 'null') return []
  if (ourType !== theirType)
    return ourType === 'null' && ['string', 'number', 'boolean', 'object'].includes(theirType) && !MAPS.has(key)
      ? []
      : [`${path}: ${ourType} where the provider sends ${theirType}`]
  if (theirType === 'array') {
    const [first] = theirs as unknown[]
    return first === undefined ? [] : (ours as unknown[]).flatMap((item, index) => shapeProblems(item, first, `${path}[${index}]`))
  }
  if (theirType !== 'object') return []
  const theirObject = theirs as Record<string, unknown>
  const ourObject = ours as Record<string, unknown>
  if (MAPS.has(key)) {
    const [first] = Object.values(theirObject)
    return first === undefined ? [] : Object.entries(ourObject).flatMap(([id, value]) => shapeProblems(value, first, `${path}.${id}`))
  }
  return Object.entries(theirObject).flatMap(([name, value]) =>
    name in ourObject ? shapeProblems(ourObject[name], value, `${path}.${name}`, name) : [`${path}.${name}: missing`],
  )
}
