import type { Payload, PayloadRequest } from 'payload'

import { mediaFromPath } from '../mediaFromPaths'

/**
 * The data half of the migration that made image fields uploads (`*_media` in sqlite/ and postgres/):
 * every image path a document (or one of its saved versions) held becomes a media document, and the
 * new upload column points at it. Runs between the schema change's two halves: after the new columns
 * exist and before the old ones are dropped. The same statements serve both databases (standard SQL:
 * double-quoted names, `||`).
 */
interface ImageColumn {
  table: string
  to: string
  /** Selects `id`, `path` (the old column) and `alt` (what the image shows, from the document). */
  select: string
}

const variants = (table: string, parent: string, title: string, column: string, alt: 'hero' | 'icon'): ImageColumn => ({
  table,
  to: `${column}_id`,
  select: `SELECT v."id" AS "id", v."${column}" AS "path", ${alt === 'hero' ? `p."${title}" || ' ' || v."variant_name"` : `v."variant_name"`} AS "alt" FROM "${table}" v JOIN "${parent}" p ON p."id" = v."_parent_id"`,
})

const simple = (table: string, from: string, alt: string): ImageColumn => ({
  table,
  to: `${from}_id`,
  select: `SELECT "id" AS "id", "${from}" AS "path", ${alt} AS "alt" FROM "${table}"`,
})

export const IMAGE_COLUMNS: ImageColumn[] = [
  simple('brands', 'logo', `"name" || ' logo'`),
  simple('retailers', 'logo', `"name" || ' logo'`),
  simple('families', 'image', `"title"`),
  simple('products', 'hero_image', `"title"`),
  variants('products_variants', 'products', 'title', 'hero_image', 'hero'),
  variants('products_variants', 'products', 'title', 'icon_image', 'icon'),
  simple('_products_v', 'version_hero_image', `"version_title"`),
  variants('_products_v_version_variants', '_products_v', 'version_title', 'hero_image', 'hero'),
  variants('_products_v_version_variants', '_products_v', 'version_title', 'icon_image', 'icon'),
  simple('articles', 'image', `"title"`),
  simple('_articles_v', 'version_image', `"version_title"`),
  simple('pages_blocks_hero', 'image', `COALESCE(NULLIF("image_alt", ''), "heading")`),
  simple('_pages_v_blocks_hero', 'image', `COALESCE(NULLIF("image_alt", ''), "heading")`),
  simple('pages_blocks_link_cards_cards', 'image', `"label"`),
  simple('_pages_v_blocks_link_cards_cards', 'image', `"label"`),
]

type Row = { id: number | string; path: string | null; alt: string | null }

export interface ImagePathsDatabase {
  rows(statement: string): Promise<Row[]>
  run(statement: string, values: (string | number)[]): Promise<void>
}

const quoteLiteral = (value: string | number) => (typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`)

/** Fills `?` placeholders with quoted literals (values are ids this code read, never outside input). */
export const bind = (statement: string, values: (string | number)[]) => {
  let index = 0
  return statement.replace(/\?/g, () => quoteLiteral(values[index++]!))
}

export async function imagePathsToMedia(payload: Payload, req: Partial<PayloadRequest>, database: ImagePathsDatabase): Promise<number> {
  const known = new Map<string, number | string>()
  let carried = 0
  for (const column of IMAGE_COLUMNS) {
    for (const row of await database.rows(column.select)) {
      const imagePath = row.path?.trim()
      if (!imagePath) continue
      const id = await mediaFromPath(payload, imagePath, { alt: row.alt?.trim() || 'Image', req, context: { skipRevalidate: true }, known })
      await database.run(`UPDATE "${column.table}" SET "${column.to}" = ? WHERE "id" = ?`, [id, row.id])
      carried += 1
    }
  }
  if (carried > 0) payload.logger.info(`media migration: ${carried} image paths now point at ${known.size} media documents`)
  return carried
}
