import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_questions_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_answers_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_answer_votes_vote" AS ENUM('Positive', 'Negative');
  CREATE TABLE "questions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_questions_status" DEFAULT 'pending' NOT NULL,
  	"rejection_reason" varchar,
  	"product_id" integer NOT NULL,
  	"provider_product_id" varchar NOT NULL,
  	"question_summary" varchar NOT NULL,
  	"question_details" varchar,
  	"user_nickname" varchar NOT NULL,
  	"user_location" varchar,
  	"user_email" varchar,
  	"submission_time" timestamp(3) with time zone NOT NULL,
  	"fingerprint" varchar,
  	"total_answer_count" numeric DEFAULT 0,
  	"last_approved_answer_time" timestamp(3) with time zone,
  	"awaiting_confirmation" boolean DEFAULT false,
  	"confirmation_token_hash" varchar,
  	"confirmation_expires_at" timestamp(3) with time zone,
  	"submission_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "answers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_answers_status" NOT NULL,
  	"rejection_reason" varchar,
  	"question_id" integer NOT NULL,
  	"answer_text" varchar NOT NULL,
  	"is_brand_answer" boolean DEFAULT false,
  	"user_nickname" varchar,
  	"user_location" varchar,
  	"user_email" varchar,
  	"submission_time" timestamp(3) with time zone NOT NULL,
  	"fingerprint" varchar,
  	"total_positive_feedback_count" numeric DEFAULT 0,
  	"total_negative_feedback_count" numeric DEFAULT 0,
  	"asker_notified" boolean DEFAULT false,
  	"awaiting_confirmation" boolean DEFAULT false,
  	"confirmation_token_hash" varchar,
  	"confirmation_expires_at" timestamp(3) with time zone,
  	"submission_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "answer_votes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"answer_id" integer NOT NULL,
  	"vote" "enum_answer_votes_vote" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "questions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "answers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "answer_votes_id" integer;
  ALTER TABLE "questions" ADD CONSTRAINT "questions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "answer_votes" ADD CONSTRAINT "answer_votes_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "questions_status_idx" ON "questions" USING btree ("status");
  CREATE INDEX "questions_product_idx" ON "questions" USING btree ("product_id");
  CREATE INDEX "questions_provider_product_id_idx" ON "questions" USING btree ("provider_product_id");
  CREATE INDEX "questions_user_nickname_idx" ON "questions" USING btree ("user_nickname");
  CREATE INDEX "questions_user_email_idx" ON "questions" USING btree ("user_email");
  CREATE INDEX "questions_submission_time_idx" ON "questions" USING btree ("submission_time");
  CREATE INDEX "questions_total_answer_count_idx" ON "questions" USING btree ("total_answer_count");
  CREATE INDEX "questions_last_approved_answer_time_idx" ON "questions" USING btree ("last_approved_answer_time");
  CREATE INDEX "questions_awaiting_confirmation_idx" ON "questions" USING btree ("awaiting_confirmation");
  CREATE INDEX "questions_confirmation_token_hash_idx" ON "questions" USING btree ("confirmation_token_hash");
  CREATE UNIQUE INDEX "questions_submission_key_idx" ON "questions" USING btree ("submission_key");
  CREATE INDEX "questions_updated_at_idx" ON "questions" USING btree ("updated_at");
  CREATE INDEX "questions_created_at_idx" ON "questions" USING btree ("created_at");
  CREATE INDEX "providerProductId_status_submissionTime_1_idx" ON "questions" USING btree ("provider_product_id","status","submission_time");
  CREATE INDEX "answers_status_idx" ON "answers" USING btree ("status");
  CREATE INDEX "answers_question_idx" ON "answers" USING btree ("question_id");
  CREATE INDEX "answers_user_nickname_idx" ON "answers" USING btree ("user_nickname");
  CREATE INDEX "answers_user_email_idx" ON "answers" USING btree ("user_email");
  CREATE INDEX "answers_submission_time_idx" ON "answers" USING btree ("submission_time");
  CREATE INDEX "answers_total_positive_feedback_count_idx" ON "answers" USING btree ("total_positive_feedback_count");
  CREATE INDEX "answers_awaiting_confirmation_idx" ON "answers" USING btree ("awaiting_confirmation");
  CREATE INDEX "answers_confirmation_token_hash_idx" ON "answers" USING btree ("confirmation_token_hash");
  CREATE UNIQUE INDEX "answers_submission_key_idx" ON "answers" USING btree ("submission_key");
  CREATE INDEX "answers_updated_at_idx" ON "answers" USING btree ("updated_at");
  CREATE INDEX "answers_created_at_idx" ON "answers" USING btree ("created_at");
  CREATE INDEX "question_status_submissionTime_idx" ON "answers" USING btree ("question_id","status","submission_time");
  CREATE UNIQUE INDEX "answer_votes_key_idx" ON "answer_votes" USING btree ("key");
  CREATE INDEX "answer_votes_answer_idx" ON "answer_votes" USING btree ("answer_id");
  CREATE INDEX "answer_votes_updated_at_idx" ON "answer_votes" USING btree ("updated_at");
  CREATE INDEX "answer_votes_created_at_idx" ON "answer_votes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_questions_fk" FOREIGN KEY ("questions_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_answers_fk" FOREIGN KEY ("answers_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_answer_votes_fk" FOREIGN KEY ("answer_votes_id") REFERENCES "public"."answer_votes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_questions_id_idx" ON "payload_locked_documents_rels" USING btree ("questions_id");
  CREATE INDEX "payload_locked_documents_rels_answers_id_idx" ON "payload_locked_documents_rels" USING btree ("answers_id");
  CREATE INDEX "payload_locked_documents_rels_answer_votes_id_idx" ON "payload_locked_documents_rels" USING btree ("answer_votes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "answer_votes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "questions" CASCADE;
  DROP TABLE "answers" CASCADE;
  DROP TABLE "answer_votes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_questions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_answers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_answer_votes_fk";
  
  DROP INDEX "payload_locked_documents_rels_questions_id_idx";
  DROP INDEX "payload_locked_documents_rels_answers_id_idx";
  DROP INDEX "payload_locked_documents_rels_answer_votes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "questions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "answers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "answer_votes_id";
  DROP TYPE "public"."enum_questions_status";
  DROP TYPE "public"."enum_answers_status";
  DROP TYPE "public"."enum_answer_votes_vote";`)
}
