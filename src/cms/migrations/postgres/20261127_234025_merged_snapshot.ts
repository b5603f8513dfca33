import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

// No change to the database: the migrations before this one were made side by side, each from the same
// earlier schema, so the newest one's snapshot lacked the others' tables. This migration carries the whole
// schema's snapshot (its .json), so the next `npm run db:migration:create` diffs against all of it.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
