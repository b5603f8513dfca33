/** Payload relations come back as an id (depth 0) or the document (depth >= 1). */
export const isDoc = <T extends object>(value: number | string | T | null | undefined): value is T => typeof value === 'object' && value !== null

export const docs = <T extends object>(values: (number | string | T)[] | null | undefined): T[] => (values ?? []).filter(isDoc) as T[]

/** A relation's id, whether it came back as an id or as the document. */
export const idOf = <T extends { id: number }>(value: number | T | null | undefined): number | undefined => (isDoc(value) ? value.id : (value ?? undefined))
