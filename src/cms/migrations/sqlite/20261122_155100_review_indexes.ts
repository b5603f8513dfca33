import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`providerProductId_status_rating_idx\` ON \`reviews\` (\`provider_product_id\`,\`status\`,\`rating\`);`)
  await db.run(sql`CREATE INDEX \`providerProductId_status_submissionTime_idx\` ON \`reviews\` (\`provider_product_id\`,\`status\`,\`submission_time\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`providerProductId_status_rating_idx\`;`)
  await db.run(sql`DROP INDEX \`providerProductId_status_submissionTime_idx\`;`)
}
