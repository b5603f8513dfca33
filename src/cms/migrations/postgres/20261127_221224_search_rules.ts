import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_synonyms_kind" AS ENUM('synonym', 'oneWaySynonym');
  CREATE TYPE "public"."enum_search_rules_anchoring" AS ENUM('is', 'contains');
  CREATE TYPE "public"."enum_search_rules_startsat_tz" AS ENUM('Australia/Sydney', 'Australia/Brisbane', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth', 'UTC');
  CREATE TYPE "public"."enum_search_rules_endsat_tz" AS ENUM('Australia/Sydney', 'Australia/Brisbane', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth', 'UTC');
  CREATE TABLE "search_synonyms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_search_synonyms_kind" DEFAULT 'synonym' NOT NULL,
  	"input" varchar,
  	"synonyms" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_rules_pinned" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"position" numeric DEFAULT 1 NOT NULL
  );
  
  CREATE TABLE "search_rules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"pattern" varchar NOT NULL,
  	"anchoring" "enum_search_rules_anchoring" DEFAULT 'is' NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"starts_at" timestamp(3) with time zone,
  	"startsat_tz" "enum_search_rules_startsat_tz" DEFAULT 'Australia/Sydney',
  	"ends_at" timestamp(3) with time zone,
  	"endsat_tz" "enum_search_rules_endsat_tz" DEFAULT 'Australia/Sydney',
  	"redirect" varchar,
  	"banner_text" varchar,
  	"banner_link" varchar,
  	"banner_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_rules_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_synonyms_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_rules_id" integer;
  ALTER TABLE "search_rules_pinned" ADD CONSTRAINT "search_rules_pinned_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "search_rules_pinned" ADD CONSTRAINT "search_rules_pinned_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."search_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rules" ADD CONSTRAINT "search_rules_banner_image_id_media_id_fk" FOREIGN KEY ("banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "search_rules_rels" ADD CONSTRAINT "search_rules_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."search_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rules_rels" ADD CONSTRAINT "search_rules_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_synonyms_updated_at_idx" ON "search_synonyms" USING btree ("updated_at");
  CREATE INDEX "search_synonyms_created_at_idx" ON "search_synonyms" USING btree ("created_at");
  CREATE INDEX "search_rules_pinned_order_idx" ON "search_rules_pinned" USING btree ("_order");
  CREATE INDEX "search_rules_pinned_parent_id_idx" ON "search_rules_pinned" USING btree ("_parent_id");
  CREATE INDEX "search_rules_pinned_product_idx" ON "search_rules_pinned" USING btree ("product_id");
  CREATE INDEX "search_rules_banner_banner_image_idx" ON "search_rules" USING btree ("banner_image_id");
  CREATE INDEX "search_rules_updated_at_idx" ON "search_rules" USING btree ("updated_at");
  CREATE INDEX "search_rules_created_at_idx" ON "search_rules" USING btree ("created_at");
  CREATE INDEX "search_rules_rels_order_idx" ON "search_rules_rels" USING btree ("order");
  CREATE INDEX "search_rules_rels_parent_idx" ON "search_rules_rels" USING btree ("parent_id");
  CREATE INDEX "search_rules_rels_path_idx" ON "search_rules_rels" USING btree ("path");
  CREATE INDEX "search_rules_rels_products_id_idx" ON "search_rules_rels" USING btree ("products_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_synonyms_fk" FOREIGN KEY ("search_synonyms_id") REFERENCES "public"."search_synonyms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_rules_fk" FOREIGN KEY ("search_rules_id") REFERENCES "public"."search_rules"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_synonyms_id_idx" ON "payload_locked_documents_rels" USING btree ("search_synonyms_id");
  CREATE INDEX "payload_locked_documents_rels_search_rules_id_idx" ON "payload_locked_documents_rels" USING btree ("search_rules_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_synonyms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_rules_pinned" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_rules_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_synonyms" CASCADE;
  DROP TABLE "search_rules_pinned" CASCADE;
  DROP TABLE "search_rules" CASCADE;
  DROP TABLE "search_rules_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_synonyms_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_rules_fk";
  
  DROP INDEX "payload_locked_documents_rels_search_synonyms_id_idx";
  DROP INDEX "payload_locked_documents_rels_search_rules_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_synonyms_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_rules_id";
  DROP TYPE "public"."enum_search_synonyms_kind";
  DROP TYPE "public"."enum_search_rules_anchoring";
  DROP TYPE "public"."enum_search_rules_startsat_tz";
  DROP TYPE "public"."enum_search_rules_endsat_tz";`)
}
