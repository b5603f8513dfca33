import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles" ADD COLUMN "author" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_author" varchar;
  ALTER TABLE "reviews" ADD COLUMN "awaiting_confirmation" boolean DEFAULT false;
  ALTER TABLE "reviews" ADD COLUMN "confirmation_token_hash" varchar;
  ALTER TABLE "reviews" ADD COLUMN "confirmation_expires_at" timestamp(3) with time zone;
  CREATE INDEX "reviews_awaiting_confirmation_idx" ON "reviews" USING btree ("awaiting_confirmation");
  CREATE INDEX "reviews_confirmation_token_hash_idx" ON "reviews" USING btree ("confirmation_token_hash");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "reviews_awaiting_confirmation_idx";
  DROP INDEX "reviews_confirmation_token_hash_idx";
  ALTER TABLE "articles" DROP COLUMN "author";
  ALTER TABLE "_articles_v" DROP COLUMN "version_author";
  ALTER TABLE "reviews" DROP COLUMN "awaiting_confirmation";
  ALTER TABLE "reviews" DROP COLUMN "confirmation_token_hash";
  ALTER TABLE "reviews" DROP COLUMN "confirmation_expires_at";`)
}
