import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "providerProductId_status_rating_idx" ON "reviews" USING btree ("provider_product_id","status","rating");
  CREATE INDEX "providerProductId_status_submissionTime_idx" ON "reviews" USING btree ("provider_product_id","status","submission_time");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "providerProductId_status_rating_idx";
  DROP INDEX "providerProductId_status_submissionTime_idx";`)
}
