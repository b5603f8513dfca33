import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { bind, imagePathsToMedia } from '../imagePaths'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_w320_url" varchar,
  	"sizes_w320_width" numeric,
  	"sizes_w320_height" numeric,
  	"sizes_w320_mime_type" varchar,
  	"sizes_w320_filesize" numeric,
  	"sizes_w320_filename" varchar,
  	"sizes_w640_url" varchar,
  	"sizes_w640_width" numeric,
  	"sizes_w640_height" numeric,
  	"sizes_w640_mime_type" varchar,
  	"sizes_w640_filesize" numeric,
  	"sizes_w640_filename" varchar,
  	"sizes_w960_url" varchar,
  	"sizes_w960_width" numeric,
  	"sizes_w960_height" numeric,
  	"sizes_w960_mime_type" varchar,
  	"sizes_w960_filesize" numeric,
  	"sizes_w960_filename" varchar,
  	"sizes_w1280_url" varchar,
  	"sizes_w1280_width" numeric,
  	"sizes_w1280_height" numeric,
  	"sizes_w1280_mime_type" varchar,
  	"sizes_w1280_filesize" numeric,
  	"sizes_w1280_filename" varchar,
  	"sizes_w1600_url" varchar,
  	"sizes_w1600_width" numeric,
  	"sizes_w1600_height" numeric,
  	"sizes_w1600_mime_type" varchar,
  	"sizes_w1600_filesize" numeric,
  	"sizes_w1600_filename" varchar
  );
  
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "image_id" integer;
  ALTER TABLE "pages_blocks_link_cards_cards" ADD COLUMN "image_id" integer;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "image_id" integer;
  ALTER TABLE "_pages_v_blocks_link_cards_cards" ADD COLUMN "image_id" integer;
  ALTER TABLE "products_variants" ADD COLUMN "hero_image_id" integer;
  ALTER TABLE "products_variants" ADD COLUMN "icon_image_id" integer;
  ALTER TABLE "products" ADD COLUMN "hero_image_id" integer;
  ALTER TABLE "products_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "_products_v_version_variants" ADD COLUMN "hero_image_id" integer;
  ALTER TABLE "_products_v_version_variants" ADD COLUMN "icon_image_id" integer;
  ALTER TABLE "_products_v" ADD COLUMN "version_hero_image_id" integer;
  ALTER TABLE "_products_v_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "articles" ADD COLUMN "image_id" integer;
  ALTER TABLE "_articles_v" ADD COLUMN "version_image_id" integer;
  ALTER TABLE "brands" ADD COLUMN "logo_id" integer;
  ALTER TABLE "families" ADD COLUMN "image_id" integer;
  ALTER TABLE "retailers" ADD COLUMN "logo_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "media_id" integer;
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_w320_sizes_w320_filename_idx" ON "media" USING btree ("sizes_w320_filename");
  CREATE INDEX "media_sizes_w640_sizes_w640_filename_idx" ON "media" USING btree ("sizes_w640_filename");
  CREATE INDEX "media_sizes_w960_sizes_w960_filename_idx" ON "media" USING btree ("sizes_w960_filename");
  CREATE INDEX "media_sizes_w1280_sizes_w1280_filename_idx" ON "media" USING btree ("sizes_w1280_filename");
  CREATE INDEX "media_sizes_w1600_sizes_w1600_filename_idx" ON "media" USING btree ("sizes_w1600_filename");
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_link_cards_cards" ADD CONSTRAINT "pages_blocks_link_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_link_cards_cards" ADD CONSTRAINT "_pages_v_blocks_link_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_variants" ADD CONSTRAINT "products_variants_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_variants" ADD CONSTRAINT "products_variants_icon_image_id_media_id_fk" FOREIGN KEY ("icon_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_variants" ADD CONSTRAINT "_products_v_version_variants_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_version_variants" ADD CONSTRAINT "_products_v_version_variants_icon_image_id_media_id_fk" FOREIGN KEY ("icon_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "families" ADD CONSTRAINT "families_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "retailers" ADD CONSTRAINT "retailers_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_image_idx" ON "pages_blocks_hero" USING btree ("image_id");
  CREATE INDEX "pages_blocks_link_cards_cards_image_idx" ON "pages_blocks_link_cards_cards" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_hero_image_idx" ON "_pages_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_link_cards_cards_image_idx" ON "_pages_v_blocks_link_cards_cards" USING btree ("image_id");
  CREATE INDEX "products_variants_hero_image_idx" ON "products_variants" USING btree ("hero_image_id");
  CREATE INDEX "products_variants_icon_image_idx" ON "products_variants" USING btree ("icon_image_id");
  CREATE INDEX "products_hero_image_idx" ON "products" USING btree ("hero_image_id");
  CREATE INDEX "products_rels_media_id_idx" ON "products_rels" USING btree ("media_id");
  CREATE INDEX "_products_v_version_variants_hero_image_idx" ON "_products_v_version_variants" USING btree ("hero_image_id");
  CREATE INDEX "_products_v_version_variants_icon_image_idx" ON "_products_v_version_variants" USING btree ("icon_image_id");
  CREATE INDEX "_products_v_version_version_hero_image_idx" ON "_products_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_products_v_rels_media_id_idx" ON "_products_v_rels" USING btree ("media_id");
  CREATE INDEX "articles_image_idx" ON "articles" USING btree ("image_id");
  CREATE INDEX "_articles_v_version_version_image_idx" ON "_articles_v" USING btree ("version_image_id");
  CREATE INDEX "brands_logo_idx" ON "brands" USING btree ("logo_id");
  CREATE INDEX "families_image_idx" ON "families" USING btree ("image_id");
  CREATE INDEX "retailers_logo_idx" ON "retailers" USING btree ("logo_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");`)

  // Every stored image path becomes a media document before the path columns go (../imagePaths.ts).
  await imagePathsToMedia(payload, req, {
    rows: async (statement) => (await db.execute(sql.raw(statement))).rows as never,
    run: async (statement, values) => {
      await db.execute(sql.raw(bind(statement, values)))
    },
  })
  await db.execute(sql`
  ALTER TABLE "brands" ALTER COLUMN "logo_id" SET NOT NULL;
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "image";
  ALTER TABLE "pages_blocks_link_cards_cards" DROP COLUMN "image";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "image";
  ALTER TABLE "_pages_v_blocks_link_cards_cards" DROP COLUMN "image";
  ALTER TABLE "products_variants" DROP COLUMN "hero_image";
  ALTER TABLE "products_variants" DROP COLUMN "icon_image";
  ALTER TABLE "products" DROP COLUMN "hero_image";
  ALTER TABLE "_products_v_version_variants" DROP COLUMN "hero_image";
  ALTER TABLE "_products_v_version_variants" DROP COLUMN "icon_image";
  ALTER TABLE "_products_v" DROP COLUMN "version_hero_image";
  ALTER TABLE "articles" DROP COLUMN "image";
  ALTER TABLE "_articles_v" DROP COLUMN "version_image";
  ALTER TABLE "brands" DROP COLUMN "logo";
  ALTER TABLE "families" DROP COLUMN "image";
  ALTER TABLE "retailers" DROP COLUMN "logo";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "media" CASCADE;
  ALTER TABLE "pages_blocks_hero" DROP CONSTRAINT "pages_blocks_hero_image_id_media_id_fk";
  
  ALTER TABLE "pages_blocks_link_cards_cards" DROP CONSTRAINT "pages_blocks_link_cards_cards_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_hero" DROP CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_link_cards_cards" DROP CONSTRAINT "_pages_v_blocks_link_cards_cards_image_id_media_id_fk";
  
  ALTER TABLE "products_variants" DROP CONSTRAINT "products_variants_hero_image_id_media_id_fk";
  
  ALTER TABLE "products_variants" DROP CONSTRAINT "products_variants_icon_image_id_media_id_fk";
  
  ALTER TABLE "products" DROP CONSTRAINT "products_hero_image_id_media_id_fk";
  
  ALTER TABLE "products_rels" DROP CONSTRAINT "products_rels_media_fk";
  
  ALTER TABLE "_products_v_version_variants" DROP CONSTRAINT "_products_v_version_variants_hero_image_id_media_id_fk";
  
  ALTER TABLE "_products_v_version_variants" DROP CONSTRAINT "_products_v_version_variants_icon_image_id_media_id_fk";
  
  ALTER TABLE "_products_v" DROP CONSTRAINT "_products_v_version_hero_image_id_media_id_fk";
  
  ALTER TABLE "_products_v_rels" DROP CONSTRAINT "_products_v_rels_media_fk";
  
  ALTER TABLE "articles" DROP CONSTRAINT "articles_image_id_media_id_fk";
  
  ALTER TABLE "_articles_v" DROP CONSTRAINT "_articles_v_version_image_id_media_id_fk";
  
  ALTER TABLE "brands" DROP CONSTRAINT "brands_logo_id_media_id_fk";
  
  ALTER TABLE "families" DROP CONSTRAINT "families_image_id_media_id_fk";
  
  ALTER TABLE "retailers" DROP CONSTRAINT "retailers_logo_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_media_fk";
  
  DROP INDEX "pages_blocks_hero_image_idx";
  DROP INDEX "pages_blocks_link_cards_cards_image_idx";
  DROP INDEX "_pages_v_blocks_hero_image_idx";
  DROP INDEX "_pages_v_blocks_link_cards_cards_image_idx";
  DROP INDEX "products_variants_hero_image_idx";
  DROP INDEX "products_variants_icon_image_idx";
  DROP INDEX "products_hero_image_idx";
  DROP INDEX "products_rels_media_id_idx";
  DROP INDEX "_products_v_version_variants_hero_image_idx";
  DROP INDEX "_products_v_version_variants_icon_image_idx";
  DROP INDEX "_products_v_version_version_hero_image_idx";
  DROP INDEX "_products_v_rels_media_id_idx";
  DROP INDEX "articles_image_idx";
  DROP INDEX "_articles_v_version_version_image_idx";
  DROP INDEX "brands_logo_idx";
  DROP INDEX "families_image_idx";
  DROP INDEX "retailers_logo_idx";
  DROP INDEX "payload_locked_documents_rels_media_id_idx";
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "image" varchar;
  ALTER TABLE "pages_blocks_link_cards_cards" ADD COLUMN "image" varchar;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "image" varchar;
  ALTER TABLE "_pages_v_blocks_link_cards_cards" ADD COLUMN "image" varchar;
  ALTER TABLE "products_variants" ADD COLUMN "hero_image" varchar;
  ALTER TABLE "products_variants" ADD COLUMN "icon_image" varchar;
  ALTER TABLE "products" ADD COLUMN "hero_image" varchar;
  ALTER TABLE "_products_v_version_variants" ADD COLUMN "hero_image" varchar;
  ALTER TABLE "_products_v_version_variants" ADD COLUMN "icon_image" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_hero_image" varchar;
  ALTER TABLE "articles" ADD COLUMN "image" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_image" varchar;
  ALTER TABLE "brands" ADD COLUMN "logo" varchar;
  ALTER TABLE "families" ADD COLUMN "image" varchar;
  ALTER TABLE "retailers" ADD COLUMN "logo" varchar;
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "image_id";
  ALTER TABLE "pages_blocks_link_cards_cards" DROP COLUMN "image_id";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "image_id";
  ALTER TABLE "_pages_v_blocks_link_cards_cards" DROP COLUMN "image_id";
  ALTER TABLE "products_variants" DROP COLUMN "hero_image_id";
  ALTER TABLE "products_variants" DROP COLUMN "icon_image_id";
  ALTER TABLE "products" DROP COLUMN "hero_image_id";
  ALTER TABLE "products_rels" DROP COLUMN "media_id";
  ALTER TABLE "_products_v_version_variants" DROP COLUMN "hero_image_id";
  ALTER TABLE "_products_v_version_variants" DROP COLUMN "icon_image_id";
  ALTER TABLE "_products_v" DROP COLUMN "version_hero_image_id";
  ALTER TABLE "_products_v_rels" DROP COLUMN "media_id";
  ALTER TABLE "articles" DROP COLUMN "image_id";
  ALTER TABLE "_articles_v" DROP COLUMN "version_image_id";
  ALTER TABLE "brands" DROP COLUMN "logo_id";
  ALTER TABLE "families" DROP COLUMN "image_id";
  ALTER TABLE "retailers" DROP COLUMN "logo_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "media_id";`)
}
