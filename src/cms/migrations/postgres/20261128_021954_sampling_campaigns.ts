import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sampling_campaigns_status" AS ENUM('draft', 'open', 'closed');
  CREATE TYPE "public"."enum_sampling_campaigns_opensat_tz" AS ENUM('Australia/Sydney', 'Australia/Brisbane', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth', 'UTC');
  CREATE TYPE "public"."enum_sampling_campaigns_closesat_tz" AS ENUM('Australia/Sydney', 'Australia/Brisbane', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth', 'UTC');
  CREATE TYPE "public"."enum_sampling_applications_status" AS ENUM('pending', 'confirmed');
  CREATE TYPE "public"."enum_sampling_applications_selected_by" AS ENUM('picked', 'drawn');
  CREATE TYPE "public"."enum_sampling_applications_address_state" AS ENUM('ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA');
  CREATE TABLE "sampling_campaigns" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"product_id" integer NOT NULL,
  	"places" numeric NOT NULL,
  	"places_taken" numeric DEFAULT 0,
  	"status" "enum_sampling_campaigns_status" DEFAULT 'draft' NOT NULL,
  	"opens_at" timestamp(3) with time zone NOT NULL,
  	"opensat_tz" "enum_sampling_campaigns_opensat_tz" DEFAULT 'Australia/Sydney' NOT NULL,
  	"closes_at" timestamp(3) with time zone NOT NULL,
  	"closesat_tz" "enum_sampling_campaigns_closesat_tz" DEFAULT 'Australia/Sydney' NOT NULL,
  	"description" varchar,
  	"eligibility" varchar DEFAULT 'Open to people aged 18 or over with a shipping address in Australia. One application per person.' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sampling_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"dedupe_key" varchar NOT NULL,
  	"campaign_id" integer NOT NULL,
  	"status" "enum_sampling_applications_status" DEFAULT 'pending' NOT NULL,
  	"selected" boolean DEFAULT false,
  	"selected_at" timestamp(3) with time zone,
  	"selected_by" "enum_sampling_applications_selected_by",
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"date_of_birth" timestamp(3) with time zone NOT NULL,
  	"address_street" varchar NOT NULL,
  	"address_suburb" varchar NOT NULL,
  	"address_state" "enum_sampling_applications_address_state" NOT NULL,
  	"address_postcode" varchar NOT NULL,
  	"consent_text" varchar NOT NULL,
  	"consent_at" timestamp(3) with time zone NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"confirm_token_hash" varchar,
  	"confirm_token_expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sampling_campaigns_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sampling_applications_id" integer;
  ALTER TABLE "sampling_campaigns" ADD CONSTRAINT "sampling_campaigns_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sampling_applications" ADD CONSTRAINT "sampling_applications_campaign_id_sampling_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."sampling_campaigns"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "sampling_campaigns_slug_idx" ON "sampling_campaigns" USING btree ("slug");
  CREATE INDEX "sampling_campaigns_product_idx" ON "sampling_campaigns" USING btree ("product_id");
  CREATE INDEX "sampling_campaigns_updated_at_idx" ON "sampling_campaigns" USING btree ("updated_at");
  CREATE INDEX "sampling_campaigns_created_at_idx" ON "sampling_campaigns" USING btree ("created_at");
  CREATE UNIQUE INDEX "sampling_applications_dedupe_key_idx" ON "sampling_applications" USING btree ("dedupe_key");
  CREATE INDEX "sampling_applications_campaign_idx" ON "sampling_applications" USING btree ("campaign_id");
  CREATE INDEX "sampling_applications_status_idx" ON "sampling_applications" USING btree ("status");
  CREATE INDEX "sampling_applications_selected_idx" ON "sampling_applications" USING btree ("selected");
  CREATE INDEX "sampling_applications_email_idx" ON "sampling_applications" USING btree ("email");
  CREATE INDEX "sampling_applications_confirm_token_hash_idx" ON "sampling_applications" USING btree ("confirm_token_hash");
  CREATE INDEX "sampling_applications_updated_at_idx" ON "sampling_applications" USING btree ("updated_at");
  CREATE INDEX "sampling_applications_created_at_idx" ON "sampling_applications" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sampling_campaigns_fk" FOREIGN KEY ("sampling_campaigns_id") REFERENCES "public"."sampling_campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sampling_applications_fk" FOREIGN KEY ("sampling_applications_id") REFERENCES "public"."sampling_applications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_sampling_campaigns_id_idx" ON "payload_locked_documents_rels" USING btree ("sampling_campaigns_id");
  CREATE INDEX "payload_locked_documents_rels_sampling_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("sampling_applications_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sampling_campaigns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sampling_applications" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sampling_campaigns" CASCADE;
  DROP TABLE "sampling_applications" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sampling_campaigns_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sampling_applications_fk";
  
  DROP INDEX "payload_locked_documents_rels_sampling_campaigns_id_idx";
  DROP INDEX "payload_locked_documents_rels_sampling_applications_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sampling_campaigns_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sampling_applications_id";
  DROP TYPE "public"."enum_sampling_campaigns_status";
  DROP TYPE "public"."enum_sampling_campaigns_opensat_tz";
  DROP TYPE "public"."enum_sampling_campaigns_closesat_tz";
  DROP TYPE "public"."enum_sampling_applications_status";
  DROP TYPE "public"."enum_sampling_applications_selected_by";
  DROP TYPE "public"."enum_sampling_applications_address_state";`)
}
