import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`review_statistics_average_overall_rating\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`review_statistics_total_review_count\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`popularity_count\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_review_statistics_average_overall_rating\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_review_statistics_total_review_count\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_popularity_count\` numeric DEFAULT 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`review_statistics_average_overall_rating\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`review_statistics_total_review_count\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`popularity_count\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_review_statistics_average_overall_rating\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_review_statistics_total_review_count\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_popularity_count\`;`)
}
