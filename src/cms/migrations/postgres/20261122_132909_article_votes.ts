import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_article_votes_helpful" AS ENUM('Yes', 'No');
  CREATE TABLE "article_votes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"article_id" integer NOT NULL,
  	"helpful" "enum_article_votes_helpful" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "article_votes_id" integer;
  ALTER TABLE "article_votes" ADD CONSTRAINT "article_votes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "article_votes_key_idx" ON "article_votes" USING btree ("key");
  CREATE INDEX "article_votes_article_idx" ON "article_votes" USING btree ("article_id");
  CREATE INDEX "article_votes_updated_at_idx" ON "article_votes" USING btree ("updated_at");
  CREATE INDEX "article_votes_created_at_idx" ON "article_votes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_article_votes_fk" FOREIGN KEY ("article_votes_id") REFERENCES "public"."article_votes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_article_votes_id_idx" ON "payload_locked_documents_rels" USING btree ("article_votes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "article_votes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "article_votes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_article_votes_fk";
  
  DROP INDEX "payload_locked_documents_rels_article_votes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "article_votes_id";
  DROP TYPE "public"."enum_article_votes_helpful";`)
}
