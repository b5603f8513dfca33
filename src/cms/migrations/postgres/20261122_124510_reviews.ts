import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reviews_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_review_votes_vote" AS ENUM('Positive', 'Negative');
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_reviews_status" DEFAULT 'pending' NOT NULL,
  	"rejection_reason" varchar,
  	"product_id" integer NOT NULL,
  	"provider_product_id" varchar NOT NULL,
  	"rating" numeric NOT NULL,
  	"title" varchar NOT NULL,
  	"review_text" varchar NOT NULL,
  	"user_nickname" varchar NOT NULL,
  	"user_location" varchar,
  	"user_email" varchar NOT NULL,
  	"is_recommended" boolean,
  	"rating_value" numeric,
  	"rating_quality" numeric,
  	"context_data" jsonb,
  	"context_tags" varchar,
  	"photos" jsonb,
  	"videos" jsonb,
  	"total_positive_feedback_count" numeric DEFAULT 0,
  	"total_negative_feedback_count" numeric DEFAULT 0,
  	"submission_time" timestamp(3) with time zone NOT NULL,
  	"fingerprint" varchar,
  	"submission_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "review_votes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"review_id" integer NOT NULL,
  	"vote" "enum_review_votes_vote" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reviews_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "review_votes_id" integer;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status");
  CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id");
  CREATE INDEX "reviews_provider_product_id_idx" ON "reviews" USING btree ("provider_product_id");
  CREATE INDEX "reviews_rating_idx" ON "reviews" USING btree ("rating");
  CREATE INDEX "reviews_user_nickname_idx" ON "reviews" USING btree ("user_nickname");
  CREATE INDEX "reviews_user_email_idx" ON "reviews" USING btree ("user_email");
  CREATE INDEX "reviews_context_tags_idx" ON "reviews" USING btree ("context_tags");
  CREATE INDEX "reviews_total_positive_feedback_count_idx" ON "reviews" USING btree ("total_positive_feedback_count");
  CREATE INDEX "reviews_submission_time_idx" ON "reviews" USING btree ("submission_time");
  CREATE UNIQUE INDEX "reviews_submission_key_idx" ON "reviews" USING btree ("submission_key");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE UNIQUE INDEX "review_votes_key_idx" ON "review_votes" USING btree ("key");
  CREATE INDEX "review_votes_review_idx" ON "review_votes" USING btree ("review_id");
  CREATE INDEX "review_votes_updated_at_idx" ON "review_votes" USING btree ("updated_at");
  CREATE INDEX "review_votes_created_at_idx" ON "review_votes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_review_votes_fk" FOREIGN KEY ("review_votes_id") REFERENCES "public"."review_votes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_locked_documents_rels_review_votes_id_idx" ON "payload_locked_documents_rels" USING btree ("review_votes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "review_votes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "review_votes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reviews_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_review_votes_fk";
  
  DROP INDEX "payload_locked_documents_rels_reviews_id_idx";
  DROP INDEX "payload_locked_documents_rels_review_votes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reviews_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "review_votes_id";
  DROP TYPE "public"."enum_reviews_status";
  DROP TYPE "public"."enum_review_votes_vote";`)
}
