import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "csp_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"day" varchar NOT NULL,
  	"directive" varchar NOT NULL,
  	"blocked" varchar NOT NULL,
  	"page" varchar NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "csp_reports_id" integer;
  CREATE UNIQUE INDEX "csp_reports_key_idx" ON "csp_reports" USING btree ("key");
  CREATE INDEX "csp_reports_day_idx" ON "csp_reports" USING btree ("day");
  CREATE INDEX "csp_reports_updated_at_idx" ON "csp_reports" USING btree ("updated_at");
  CREATE INDEX "csp_reports_created_at_idx" ON "csp_reports" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_csp_reports_fk" FOREIGN KEY ("csp_reports_id") REFERENCES "public"."csp_reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_csp_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("csp_reports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "csp_reports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "csp_reports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_csp_reports_fk";
  
  DROP INDEX "payload_locked_documents_rels_csp_reports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "csp_reports_id";`)
}
