import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/** The intake of submissions a crowd sends (src/cms/intake): not a collection, written with plain SQL. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`submission_intake\` (
  \`id\` integer PRIMARY KEY NOT NULL,
  \`kind\` text NOT NULL,
  \`key\` text NOT NULL,
  \`data\` text NOT NULL,
  \`attempts\` integer DEFAULT 0 NOT NULL,
  \`claimed_until\` integer DEFAULT 0 NOT NULL,
  \`created_at\` integer NOT NULL,
  \`last_error\` text
);`)
  await db.run(sql`CREATE UNIQUE INDEX \`submission_intake_key_idx\` ON \`submission_intake\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`submission_intake_claimed_until_idx\` ON \`submission_intake\` (\`claimed_until\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`submission_intake\`;`)
}
