import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`two_factor_enabled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`two_factor_secret\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`two_factor_last_step\` numeric;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`two_factor_recovery_codes\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`enable_a_p_i_key\` integer;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`api_key\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`api_key_index\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`two_factor_enabled\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`two_factor_secret\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`two_factor_last_step\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`two_factor_recovery_codes\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`enable_a_p_i_key\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`api_key\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`api_key_index\`;`)
}
