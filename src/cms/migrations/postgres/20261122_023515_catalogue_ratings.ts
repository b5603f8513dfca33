import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ADD COLUMN "review_statistics_average_overall_rating" numeric;
  ALTER TABLE "products" ADD COLUMN "review_statistics_total_review_count" numeric DEFAULT 0;
  ALTER TABLE "products" ADD COLUMN "popularity_count" numeric DEFAULT 0;
  ALTER TABLE "_products_v" ADD COLUMN "version_review_statistics_average_overall_rating" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_review_statistics_total_review_count" numeric DEFAULT 0;
  ALTER TABLE "_products_v" ADD COLUMN "version_popularity_count" numeric DEFAULT 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" DROP COLUMN "review_statistics_average_overall_rating";
  ALTER TABLE "products" DROP COLUMN "review_statistics_total_review_count";
  ALTER TABLE "products" DROP COLUMN "popularity_count";
  ALTER TABLE "_products_v" DROP COLUMN "version_review_statistics_average_overall_rating";
  ALTER TABLE "_products_v" DROP COLUMN "version_review_statistics_total_review_count";
  ALTER TABLE "_products_v" DROP COLUMN "version_popularity_count";`)
}
