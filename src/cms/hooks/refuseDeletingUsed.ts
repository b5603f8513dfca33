import { eq, getTableName, sql, type Column, type Table } from 'drizzle-orm'
import { APIError, type CollectionBeforeDeleteHook, type PayloadRequest } from 'payload'

/**
 * A document others still point at cannot be deleted: 409 with the collections that use it, before
 * anything is touched. The database refuses such a delete too (its foreign keys), but Payload removes an
 * upload's files before it deletes the row, so a refused delete left a media document without its
 * files, and the editor got a 500. Every table whose foreign key names this collection's table is asked
 * (current documents, saved versions, array and block rows, has-many links), read from the database
 * adapter's schema, so a field added later is covered without a list to keep.
 */
interface ForeignKey {
  reference(): { columns: Column[]; foreignTable: Table }
}
// Where drizzle keeps a table's inline foreign keys (one symbol per dialect).
const FOREIGN_KEYS = [Symbol.for('drizzle:SQLiteInlineForeignKeys'), Symbol.for('drizzle:PgInlineForeignKeys')]
// Payload's own bookkeeping (document locks, preferences): it clears those itself.
const OWN_TABLES = /^payload_/

type DrizzleAdapter = {
  tables?: Record<string, Table>
  drizzle?: {
    select: (fields: Record<string, unknown>) => { from: (table: Table) => { where: (condition: unknown) => { limit: (n: number) => Promise<unknown[]> } } }
  }
}

/** Each table and column whose foreign key points at `tableName`. */
function referencesTo(tables: Record<string, Table>, tableName: string): { table: Table; column: Column }[] {
  return Object.values(tables).flatMap((table) => {
    if (OWN_TABLES.test(getTableName(table))) return []
    const keys = FOREIGN_KEYS.flatMap((symbol) => (table as unknown as Record<symbol, ForeignKey[] | undefined>)[symbol] ?? [])
    return keys.flatMap((key) => {
      const { columns, foreignTable } = key.reference()
      return getTableName(foreignTable) === tableName && columns.length === 1 ? [{ table, column: columns[0]! }] : []
    })
  })
}

/** The collection (or its saved versions) a table belongs to, as an editor reads it. */
function describe(table: string, slugs: string[]): string {
  const versions = table.startsWith('_')
  const bare = table.replace(/^_/, '')
  const slug =
    slugs
      .filter((candidate) => bare === candidate.replaceAll('-', '_') || bare.startsWith(`${candidate.replaceAll('-', '_')}_`))
      .sort((a, b) => b.length - a.length)[0] ?? bare
  return versions ? `saved versions of ${slug}` : slug
}

export function refuseDeletingUsed(tableName: string, what: string): CollectionBeforeDeleteHook {
  return async ({ id, req }: { id: number | string; req: PayloadRequest }) => {
    const adapter = req.payload.db as unknown as DrizzleAdapter
    if (!adapter.tables || !adapter.drizzle) return
    const slugs = req.payload.config.collections.map((collection) => collection.slug)
    const users = new Set<string>()
    for (const { table, column } of referencesTo(adapter.tables, tableName)) {
      const rows = await adapter.drizzle
        .select({ one: sql`1` })
        .from(table)
        .where(eq(column, id))
        .limit(1)
      if (rows.length) users.add(describe(getTableName(table), slugs))
    }
    if (users.size) {
      const usedBy = [...users].sort()
      // `data` also makes Payload send the message as it is (without it a minified build names no error).
      throw new APIError(
        `This ${what} is still used by ${usedBy.join(', ')}. Choose another ${what} there first; one kept by saved versions stays until those versions are deleted.`,
        409,
        { usedBy },
        true,
      )
    }
  }
}
