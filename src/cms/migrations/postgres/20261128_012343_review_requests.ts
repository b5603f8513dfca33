import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_review_requests_source_kind" AS ENUM('registration', 'sampling');
  CREATE TYPE "public"."enum_review_requests_status" AS ENUM('scheduled', 'sent', 'skipped');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendReviewRequest' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendReviewRequest' BEFORE 'schedulePublish';
  CREATE TABLE "review_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"dedupe_key" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"name" varchar,
  	"product_id" integer NOT NULL,
  	"source_kind" "enum_review_requests_source_kind" NOT NULL,
  	"registration_id" numeric,
  	"campaign_id" numeric,
  	"application_id" numeric,
  	"status" "enum_review_requests_status" DEFAULT 'scheduled' NOT NULL,
  	"skip_reason" varchar,
  	"send_after" timestamp(3) with time zone NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"opened_at" timestamp(3) with time zone,
  	"review_link" varchar,
  	"review_id" integer,
  	"token_hash" varchar,
  	"token_expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "email_opt_outs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email_hash" varchar NOT NULL,
  	"opted_out_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "reviews" ADD COLUMN "verified_purchaser" boolean DEFAULT false;
  ALTER TABLE "reviews" ADD COLUMN "incentivized_review" boolean DEFAULT false;
  ALTER TABLE "product_registrations" ADD COLUMN "review_request_consent" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "review_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "email_opt_outs_id" integer;
  ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "review_requests_dedupe_key_idx" ON "review_requests" USING btree ("dedupe_key");
  CREATE INDEX "review_requests_email_idx" ON "review_requests" USING btree ("email");
  CREATE INDEX "review_requests_product_idx" ON "review_requests" USING btree ("product_id");
  CREATE INDEX "review_requests_source_kind_idx" ON "review_requests" USING btree ("source_kind");
  CREATE INDEX "review_requests_campaign_id_idx" ON "review_requests" USING btree ("campaign_id");
  CREATE INDEX "review_requests_status_idx" ON "review_requests" USING btree ("status");
  CREATE INDEX "review_requests_send_after_idx" ON "review_requests" USING btree ("send_after");
  CREATE INDEX "review_requests_review_idx" ON "review_requests" USING btree ("review_id");
  CREATE INDEX "review_requests_token_hash_idx" ON "review_requests" USING btree ("token_hash");
  CREATE INDEX "review_requests_updated_at_idx" ON "review_requests" USING btree ("updated_at");
  CREATE INDEX "review_requests_created_at_idx" ON "review_requests" USING btree ("created_at");
  CREATE UNIQUE INDEX "email_opt_outs_email_hash_idx" ON "email_opt_outs" USING btree ("email_hash");
  CREATE INDEX "email_opt_outs_updated_at_idx" ON "email_opt_outs" USING btree ("updated_at");
  CREATE INDEX "email_opt_outs_created_at_idx" ON "email_opt_outs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_review_requests_fk" FOREIGN KEY ("review_requests_id") REFERENCES "public"."review_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_opt_outs_fk" FOREIGN KEY ("email_opt_outs_id") REFERENCES "public"."email_opt_outs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "reviews_verified_purchaser_idx" ON "reviews" USING btree ("verified_purchaser");
  CREATE INDEX "reviews_incentivized_review_idx" ON "reviews" USING btree ("incentivized_review");
  CREATE INDEX "payload_locked_documents_rels_review_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("review_requests_id");
  CREATE INDEX "payload_locked_documents_rels_email_opt_outs_id_idx" ON "payload_locked_documents_rels" USING btree ("email_opt_outs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "review_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "email_opt_outs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "review_requests" CASCADE;
  DROP TABLE "email_opt_outs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_review_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_email_opt_outs_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverEmail', 'forwardToCdp', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverEmail', 'forwardToCdp', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "reviews_verified_purchaser_idx";
  DROP INDEX "reviews_incentivized_review_idx";
  DROP INDEX "payload_locked_documents_rels_review_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_email_opt_outs_id_idx";
  ALTER TABLE "reviews" DROP COLUMN "verified_purchaser";
  ALTER TABLE "reviews" DROP COLUMN "incentivized_review";
  ALTER TABLE "product_registrations" DROP COLUMN "review_request_consent";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "review_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "email_opt_outs_id";
  DROP TYPE "public"."enum_review_requests_source_kind";
  DROP TYPE "public"."enum_review_requests_status";`)
}
