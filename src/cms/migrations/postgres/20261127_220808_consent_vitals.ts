import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consent_records_choice" AS ENUM('accept-all', 'reject-all', 'custom');
  CREATE TABLE "consent_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"visitor_id" varchar NOT NULL,
  	"choice" "enum_consent_records_choice" NOT NULL,
  	"analytics" boolean DEFAULT false NOT NULL,
  	"marketing" boolean DEFAULT false NOT NULL,
  	"version" numeric NOT NULL,
  	"chosen_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vitals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"day" varchar NOT NULL,
  	"page_type" varchar NOT NULL,
  	"device" varchar NOT NULL,
  	"metric" varchar NOT NULL,
  	"bucket" numeric NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL
  );
  
  CREATE TABLE "consent_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version" numeric DEFAULT 1 NOT NULL,
  	"heading" varchar DEFAULT 'Cookies on this site' NOT NULL,
  	"intro" varchar DEFAULT 'We use cookies the site needs to work. With your permission we would also like to measure how the site is used and show you relevant offers elsewhere. You can change your mind at any time from "Cookie settings" at the bottom of every page.' NOT NULL,
  	"necessary_label" varchar DEFAULT 'Necessary' NOT NULL,
  	"necessary_description" varchar DEFAULT 'Keep the site working: your cookie choice, saved items and form protection. Always on.' NOT NULL,
  	"analytics_label" varchar DEFAULT 'Analytics' NOT NULL,
  	"analytics_description" varchar DEFAULT 'Count visits and see which pages help, through Google Tag Manager and Google Analytics.' NOT NULL,
  	"marketing_label" varchar DEFAULT 'Marketing' NOT NULL,
  	"marketing_description" varchar DEFAULT 'Measure our advertising and show you relevant offers on other sites.' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_records_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vitals_id" integer;
  CREATE INDEX "consent_records_visitor_id_idx" ON "consent_records" USING btree ("visitor_id");
  CREATE INDEX "consent_records_chosen_at_idx" ON "consent_records" USING btree ("chosen_at");
  CREATE INDEX "consent_records_updated_at_idx" ON "consent_records" USING btree ("updated_at");
  CREATE INDEX "consent_records_created_at_idx" ON "consent_records" USING btree ("created_at");
  CREATE UNIQUE INDEX "vitals_key_idx" ON "vitals" USING btree ("key");
  CREATE INDEX "vitals_day_idx" ON "vitals" USING btree ("day");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_records_fk" FOREIGN KEY ("consent_records_id") REFERENCES "public"."consent_records"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vitals_fk" FOREIGN KEY ("vitals_id") REFERENCES "public"."vitals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_consent_records_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_records_id");
  CREATE INDEX "payload_locked_documents_rels_vitals_id_idx" ON "payload_locked_documents_rels" USING btree ("vitals_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consent_records" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vitals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "consent_records" CASCADE;
  DROP TABLE "vitals" CASCADE;
  DROP TABLE "consent_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_records_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vitals_fk";
  
  DROP INDEX "payload_locked_documents_rels_consent_records_id_idx";
  DROP INDEX "payload_locked_documents_rels_vitals_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_records_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vitals_id";
  DROP TYPE "public"."enum_consent_records_choice";`)
}
