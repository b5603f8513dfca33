import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_brands_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__brands_v_version_key" AS ENUM('default', 'kcg', 'labs', 'intimate', 'gaming');
  CREATE TYPE "public"."enum__brands_v_version_header_style" AS ENUM('transparent', 'white');
  CREATE TYPE "public"."enum__brands_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_brands_v_version_menu_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar,
  	"new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_brands_v_version_menu_slots_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar,
  	"new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_brands_v_version_menu_slots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_brands_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" "enum__brands_v_version_key",
  	"version_name" varchar,
  	"version_home_path" varchar,
  	"version_logo_id" integer,
  	"version_logo_alt" varchar,
  	"version_logo_url" varchar,
  	"version_logo_opens_in_new_tab" boolean DEFAULT false,
  	"version_header_style" "enum__brands_v_version_header_style" DEFAULT 'transparent',
  	"version_theme_color_primary" varchar,
  	"version_theme_color_on_primary" varchar,
  	"version_theme_color_accent" varchar,
  	"version_theme_color_background" varchar,
  	"version_theme_color_surface" varchar,
  	"version_theme_color_text" varchar,
  	"version_theme_color_muted" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__brands_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_brands_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"keywords_id" integer
  );
  
  ALTER TABLE "brands_menu_links" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "brands_menu_links" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "brands_menu_slots_links" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "brands_menu_slots_links" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "brands_menu_slots" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "brands" ALTER COLUMN "key" DROP NOT NULL;
  ALTER TABLE "brands" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "brands" ALTER COLUMN "home_path" DROP NOT NULL;
  ALTER TABLE "brands" ALTER COLUMN "logo_id" DROP NOT NULL;
  ALTER TABLE "brands" ALTER COLUMN "logo_alt" DROP NOT NULL;
  ALTER TABLE "brands" ALTER COLUMN "theme_color_primary" DROP NOT NULL;
  ALTER TABLE "brands" ALTER COLUMN "theme_color_on_primary" DROP NOT NULL;
  ALTER TABLE "brands" ALTER COLUMN "theme_color_accent" DROP NOT NULL;
  ALTER TABLE "brands" ALTER COLUMN "theme_color_background" DROP NOT NULL;
  ALTER TABLE "brands" ALTER COLUMN "theme_color_surface" DROP NOT NULL;
  ALTER TABLE "brands" ALTER COLUMN "theme_color_text" DROP NOT NULL;
  ALTER TABLE "brands" ALTER COLUMN "theme_color_muted" DROP NOT NULL;
  ALTER TABLE "brands" ADD COLUMN "_status" "enum_brands_status" DEFAULT 'draft';
  -- Brands get drafts: the ones there are stay published (hand-added to the generated migration).
  UPDATE "brands" SET "_status" = 'published';
  ALTER TABLE "_brands_v_version_menu_links" ADD CONSTRAINT "_brands_v_version_menu_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brands_v_version_menu_slots_links" ADD CONSTRAINT "_brands_v_version_menu_slots_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v_version_menu_slots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brands_v_version_menu_slots" ADD CONSTRAINT "_brands_v_version_menu_slots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brands_v" ADD CONSTRAINT "_brands_v_parent_id_brands_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brands_v" ADD CONSTRAINT "_brands_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brands_v_rels" ADD CONSTRAINT "_brands_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brands_v_rels" ADD CONSTRAINT "_brands_v_rels_keywords_fk" FOREIGN KEY ("keywords_id") REFERENCES "public"."keywords"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_brands_v_version_menu_links_order_idx" ON "_brands_v_version_menu_links" USING btree ("_order");
  CREATE INDEX "_brands_v_version_menu_links_parent_id_idx" ON "_brands_v_version_menu_links" USING btree ("_parent_id");
  CREATE INDEX "_brands_v_version_menu_slots_links_order_idx" ON "_brands_v_version_menu_slots_links" USING btree ("_order");
  CREATE INDEX "_brands_v_version_menu_slots_links_parent_id_idx" ON "_brands_v_version_menu_slots_links" USING btree ("_parent_id");
  CREATE INDEX "_brands_v_version_menu_slots_order_idx" ON "_brands_v_version_menu_slots" USING btree ("_order");
  CREATE INDEX "_brands_v_version_menu_slots_parent_id_idx" ON "_brands_v_version_menu_slots" USING btree ("_parent_id");
  CREATE INDEX "_brands_v_parent_idx" ON "_brands_v" USING btree ("parent_id");
  CREATE INDEX "_brands_v_version_version_key_idx" ON "_brands_v" USING btree ("version_key");
  CREATE INDEX "_brands_v_version_version_logo_idx" ON "_brands_v" USING btree ("version_logo_id");
  CREATE INDEX "_brands_v_version_version_updated_at_idx" ON "_brands_v" USING btree ("version_updated_at");
  CREATE INDEX "_brands_v_version_version_created_at_idx" ON "_brands_v" USING btree ("version_created_at");
  CREATE INDEX "_brands_v_version_version__status_idx" ON "_brands_v" USING btree ("version__status");
  CREATE INDEX "_brands_v_created_at_idx" ON "_brands_v" USING btree ("created_at");
  CREATE INDEX "_brands_v_updated_at_idx" ON "_brands_v" USING btree ("updated_at");
  CREATE INDEX "_brands_v_latest_idx" ON "_brands_v" USING btree ("latest");
  CREATE INDEX "_brands_v_autosave_idx" ON "_brands_v" USING btree ("autosave");
  CREATE INDEX "_brands_v_rels_order_idx" ON "_brands_v_rels" USING btree ("order");
  CREATE INDEX "_brands_v_rels_parent_idx" ON "_brands_v_rels" USING btree ("parent_id");
  CREATE INDEX "_brands_v_rels_path_idx" ON "_brands_v_rels" USING btree ("path");
  CREATE INDEX "_brands_v_rels_keywords_id_idx" ON "_brands_v_rels" USING btree ("keywords_id");
  CREATE INDEX "brands__status_idx" ON "brands" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_brands_v_version_menu_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_brands_v_version_menu_slots_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_brands_v_version_menu_slots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_brands_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_brands_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_brands_v_version_menu_links" CASCADE;
  DROP TABLE "_brands_v_version_menu_slots_links" CASCADE;
  DROP TABLE "_brands_v_version_menu_slots" CASCADE;
  DROP TABLE "_brands_v" CASCADE;
  DROP TABLE "_brands_v_rels" CASCADE;
  DROP INDEX "brands__status_idx";
  ALTER TABLE "brands_menu_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "brands_menu_links" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "brands_menu_slots_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "brands_menu_slots_links" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "brands_menu_slots" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "brands" ALTER COLUMN "key" SET NOT NULL;
  ALTER TABLE "brands" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "brands" ALTER COLUMN "home_path" SET NOT NULL;
  ALTER TABLE "brands" ALTER COLUMN "logo_id" SET NOT NULL;
  ALTER TABLE "brands" ALTER COLUMN "logo_alt" SET NOT NULL;
  ALTER TABLE "brands" ALTER COLUMN "theme_color_primary" SET NOT NULL;
  ALTER TABLE "brands" ALTER COLUMN "theme_color_on_primary" SET NOT NULL;
  ALTER TABLE "brands" ALTER COLUMN "theme_color_accent" SET NOT NULL;
  ALTER TABLE "brands" ALTER COLUMN "theme_color_background" SET NOT NULL;
  ALTER TABLE "brands" ALTER COLUMN "theme_color_surface" SET NOT NULL;
  ALTER TABLE "brands" ALTER COLUMN "theme_color_text" SET NOT NULL;
  ALTER TABLE "brands" ALTER COLUMN "theme_color_muted" SET NOT NULL;
  ALTER TABLE "brands" DROP COLUMN "_status";
  DROP TYPE "public"."enum_brands_status";
  DROP TYPE "public"."enum__brands_v_version_key";
  DROP TYPE "public"."enum__brands_v_version_header_style";
  DROP TYPE "public"."enum__brands_v_version_status";`)
}
