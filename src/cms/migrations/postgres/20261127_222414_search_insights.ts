import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_insights_page_type" AS ENUM('overlay', 'results');
  CREATE TABLE "search_insights" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"day" varchar NOT NULL,
  	"query" varchar NOT NULL,
  	"page_type" "enum_search_insights_page_type" NOT NULL,
  	"searches" numeric DEFAULT 0 NOT NULL,
  	"no_results" numeric DEFAULT 0 NOT NULL,
  	"hits" numeric,
  	"clicks" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_insights_id" integer;
  CREATE UNIQUE INDEX "search_insights_key_idx" ON "search_insights" USING btree ("key");
  CREATE INDEX "search_insights_day_idx" ON "search_insights" USING btree ("day");
  CREATE INDEX "search_insights_updated_at_idx" ON "search_insights" USING btree ("updated_at");
  CREATE INDEX "search_insights_created_at_idx" ON "search_insights" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_insights_fk" FOREIGN KEY ("search_insights_id") REFERENCES "public"."search_insights"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_insights_id_idx" ON "payload_locked_documents_rels" USING btree ("search_insights_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_insights" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_insights" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_insights_fk";
  
  DROP INDEX "payload_locked_documents_rels_search_insights_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_insights_id";
  DROP TYPE "public"."enum_search_insights_page_type";`)
}
