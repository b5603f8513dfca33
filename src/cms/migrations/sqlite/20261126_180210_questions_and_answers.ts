import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`questions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`rejection_reason\` text,
  	\`product_id\` integer NOT NULL,
  	\`provider_product_id\` text NOT NULL,
  	\`question_summary\` text NOT NULL,
  	\`question_details\` text,
  	\`user_nickname\` text NOT NULL,
  	\`user_location\` text,
  	\`user_email\` text,
  	\`submission_time\` text NOT NULL,
  	\`fingerprint\` text,
  	\`total_answer_count\` numeric DEFAULT 0,
  	\`last_approved_answer_time\` text,
  	\`awaiting_confirmation\` integer DEFAULT false,
  	\`confirmation_token_hash\` text,
  	\`confirmation_expires_at\` text,
  	\`submission_key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`questions_status_idx\` ON \`questions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`questions_product_idx\` ON \`questions\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`questions_provider_product_id_idx\` ON \`questions\` (\`provider_product_id\`);`)
  await db.run(sql`CREATE INDEX \`questions_user_nickname_idx\` ON \`questions\` (\`user_nickname\`);`)
  await db.run(sql`CREATE INDEX \`questions_user_email_idx\` ON \`questions\` (\`user_email\`);`)
  await db.run(sql`CREATE INDEX \`questions_submission_time_idx\` ON \`questions\` (\`submission_time\`);`)
  await db.run(sql`CREATE INDEX \`questions_total_answer_count_idx\` ON \`questions\` (\`total_answer_count\`);`)
  await db.run(sql`CREATE INDEX \`questions_last_approved_answer_time_idx\` ON \`questions\` (\`last_approved_answer_time\`);`)
  await db.run(sql`CREATE INDEX \`questions_awaiting_confirmation_idx\` ON \`questions\` (\`awaiting_confirmation\`);`)
  await db.run(sql`CREATE INDEX \`questions_confirmation_token_hash_idx\` ON \`questions\` (\`confirmation_token_hash\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`questions_submission_key_idx\` ON \`questions\` (\`submission_key\`);`)
  await db.run(sql`CREATE INDEX \`questions_updated_at_idx\` ON \`questions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`questions_created_at_idx\` ON \`questions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`providerProductId_status_submissionTime_1_idx\` ON \`questions\` (\`provider_product_id\`,\`status\`,\`submission_time\`);`)
  await db.run(sql`CREATE TABLE \`answers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text NOT NULL,
  	\`rejection_reason\` text,
  	\`question_id\` integer NOT NULL,
  	\`answer_text\` text NOT NULL,
  	\`is_brand_answer\` integer DEFAULT false,
  	\`user_nickname\` text,
  	\`user_location\` text,
  	\`user_email\` text,
  	\`submission_time\` text NOT NULL,
  	\`fingerprint\` text,
  	\`total_positive_feedback_count\` numeric DEFAULT 0,
  	\`total_negative_feedback_count\` numeric DEFAULT 0,
  	\`asker_notified\` integer DEFAULT false,
  	\`awaiting_confirmation\` integer DEFAULT false,
  	\`confirmation_token_hash\` text,
  	\`confirmation_expires_at\` text,
  	\`submission_key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`question_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`answers_status_idx\` ON \`answers\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`answers_question_idx\` ON \`answers\` (\`question_id\`);`)
  await db.run(sql`CREATE INDEX \`answers_user_nickname_idx\` ON \`answers\` (\`user_nickname\`);`)
  await db.run(sql`CREATE INDEX \`answers_user_email_idx\` ON \`answers\` (\`user_email\`);`)
  await db.run(sql`CREATE INDEX \`answers_submission_time_idx\` ON \`answers\` (\`submission_time\`);`)
  await db.run(sql`CREATE INDEX \`answers_total_positive_feedback_count_idx\` ON \`answers\` (\`total_positive_feedback_count\`);`)
  await db.run(sql`CREATE INDEX \`answers_awaiting_confirmation_idx\` ON \`answers\` (\`awaiting_confirmation\`);`)
  await db.run(sql`CREATE INDEX \`answers_confirmation_token_hash_idx\` ON \`answers\` (\`confirmation_token_hash\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`answers_submission_key_idx\` ON \`answers\` (\`submission_key\`);`)
  await db.run(sql`CREATE INDEX \`answers_updated_at_idx\` ON \`answers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`answers_created_at_idx\` ON \`answers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`question_status_submissionTime_idx\` ON \`answers\` (\`question_id\`,\`status\`,\`submission_time\`);`)
  await db.run(sql`CREATE TABLE \`answer_votes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`answer_id\` integer NOT NULL,
  	\`vote\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`answer_id\`) REFERENCES \`answers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`answer_votes_key_idx\` ON \`answer_votes\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`answer_votes_answer_idx\` ON \`answer_votes\` (\`answer_id\`);`)
  await db.run(sql`CREATE INDEX \`answer_votes_updated_at_idx\` ON \`answer_votes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`answer_votes_created_at_idx\` ON \`answer_votes\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`questions_id\` integer REFERENCES questions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`answers_id\` integer REFERENCES answers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`answer_votes_id\` integer REFERENCES answer_votes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_questions_id_idx\` ON \`payload_locked_documents_rels\` (\`questions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_answers_id_idx\` ON \`payload_locked_documents_rels\` (\`answers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_answer_votes_id_idx\` ON \`payload_locked_documents_rels\` (\`answer_votes_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`questions\`;`)
  await db.run(sql`DROP TABLE \`answers\`;`)
  await db.run(sql`DROP TABLE \`answer_votes\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`products_id\` integer,
  	\`articles_id\` integer,
  	\`article_votes_id\` integer,
  	\`brands_id\` integer,
  	\`media_id\` integer,
  	\`categories_id\` integer,
  	\`families_id\` integer,
  	\`retailers_id\` integer,
  	\`keywords_id\` integer,
  	\`article_sections_id\` integer,
  	\`topics_id\` integer,
  	\`countries_id\` integer,
  	\`faq_entries_id\` integer,
  	\`glossary_entries_id\` integer,
  	\`users_id\` integer,
  	\`reviews_id\` integer,
  	\`review_votes_id\` integer,
  	\`subscribers_id\` integer,
  	\`product_registrations_id\` integer,
  	\`contact_messages_id\` integer,
  	\`outbox_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`article_votes_id\`) REFERENCES \`article_votes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`families_id\`) REFERENCES \`families\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`retailers_id\`) REFERENCES \`retailers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`keywords_id\`) REFERENCES \`keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`article_sections_id\`) REFERENCES \`article_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`countries_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_entries_id\`) REFERENCES \`faq_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`glossary_entries_id\`) REFERENCES \`glossary_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reviews_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`review_votes_id\`) REFERENCES \`review_votes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_registrations_id\`) REFERENCES \`product_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "products_id", "articles_id", "article_votes_id", "brands_id", "media_id", "categories_id", "families_id", "retailers_id", "keywords_id", "article_sections_id", "topics_id", "countries_id", "faq_entries_id", "glossary_entries_id", "users_id", "reviews_id", "review_votes_id", "subscribers_id", "product_registrations_id", "contact_messages_id", "outbox_id") SELECT "id", "order", "parent_id", "path", "pages_id", "products_id", "articles_id", "article_votes_id", "brands_id", "media_id", "categories_id", "families_id", "retailers_id", "keywords_id", "article_sections_id", "topics_id", "countries_id", "faq_entries_id", "glossary_entries_id", "users_id", "reviews_id", "review_votes_id", "subscribers_id", "product_registrations_id", "contact_messages_id", "outbox_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_article_votes_id_idx\` ON \`payload_locked_documents_rels\` (\`article_votes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brands_id_idx\` ON \`payload_locked_documents_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_families_id_idx\` ON \`payload_locked_documents_rels\` (\`families_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_retailers_id_idx\` ON \`payload_locked_documents_rels\` (\`retailers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_keywords_id_idx\` ON \`payload_locked_documents_rels\` (\`keywords_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_article_sections_id_idx\` ON \`payload_locked_documents_rels\` (\`article_sections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_countries_id_idx\` ON \`payload_locked_documents_rels\` (\`countries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_glossary_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`glossary_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_review_votes_id_idx\` ON \`payload_locked_documents_rels\` (\`review_votes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`product_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
}
