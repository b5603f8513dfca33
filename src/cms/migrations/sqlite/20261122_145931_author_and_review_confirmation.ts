import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`articles\` ADD \`author\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_author\` text;`)
  await db.run(sql`ALTER TABLE \`reviews\` ADD \`awaiting_confirmation\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`reviews\` ADD \`confirmation_token_hash\` text;`)
  await db.run(sql`ALTER TABLE \`reviews\` ADD \`confirmation_expires_at\` text;`)
  await db.run(sql`CREATE INDEX \`reviews_awaiting_confirmation_idx\` ON \`reviews\` (\`awaiting_confirmation\`);`)
  await db.run(sql`CREATE INDEX \`reviews_confirmation_token_hash_idx\` ON \`reviews\` (\`confirmation_token_hash\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`reviews_awaiting_confirmation_idx\`;`)
  await db.run(sql`DROP INDEX \`reviews_confirmation_token_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`reviews\` DROP COLUMN \`awaiting_confirmation\`;`)
  await db.run(sql`ALTER TABLE \`reviews\` DROP COLUMN \`confirmation_token_hash\`;`)
  await db.run(sql`ALTER TABLE \`reviews\` DROP COLUMN \`confirmation_expires_at\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`author\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_author\`;`)
}
