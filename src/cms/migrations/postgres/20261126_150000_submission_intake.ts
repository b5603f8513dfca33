import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** The intake of submissions a crowd sends (src/cms/intake): not a collection, written with plain SQL. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "submission_intake" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" varchar NOT NULL,
  	"key" varchar NOT NULL,
  	"data" text NOT NULL,
  	"attempts" integer DEFAULT 0 NOT NULL,
  	"claimed_until" bigint DEFAULT 0 NOT NULL,
  	"created_at" bigint NOT NULL,
  	"last_error" varchar
  );
  CREATE UNIQUE INDEX "submission_intake_key_idx" ON "submission_intake" USING btree ("key");
  CREATE INDEX "submission_intake_claimed_until_idx" ON "submission_intake" USING btree ("claimed_until");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "submission_intake";`)
}
