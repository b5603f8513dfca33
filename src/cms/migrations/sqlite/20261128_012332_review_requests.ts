import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`review_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`dedupe_key\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`name\` text,
  	\`product_id\` integer NOT NULL,
  	\`source_kind\` text NOT NULL,
  	\`registration_id\` numeric,
  	\`campaign_id\` numeric,
  	\`application_id\` numeric,
  	\`status\` text DEFAULT 'scheduled' NOT NULL,
  	\`skip_reason\` text,
  	\`send_after\` text NOT NULL,
  	\`sent_at\` text,
  	\`opened_at\` text,
  	\`review_link\` text,
  	\`review_id\` integer,
  	\`token_hash\` text,
  	\`token_expires_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`review_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`review_requests_dedupe_key_idx\` ON \`review_requests\` (\`dedupe_key\`);`)
  await db.run(sql`CREATE INDEX \`review_requests_email_idx\` ON \`review_requests\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`review_requests_product_idx\` ON \`review_requests\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`review_requests_source_kind_idx\` ON \`review_requests\` (\`source_kind\`);`)
  await db.run(sql`CREATE INDEX \`review_requests_campaign_id_idx\` ON \`review_requests\` (\`campaign_id\`);`)
  await db.run(sql`CREATE INDEX \`review_requests_status_idx\` ON \`review_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`review_requests_send_after_idx\` ON \`review_requests\` (\`send_after\`);`)
  await db.run(sql`CREATE INDEX \`review_requests_review_idx\` ON \`review_requests\` (\`review_id\`);`)
  await db.run(sql`CREATE INDEX \`review_requests_token_hash_idx\` ON \`review_requests\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`review_requests_updated_at_idx\` ON \`review_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`review_requests_created_at_idx\` ON \`review_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`email_opt_outs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email_hash\` text NOT NULL,
  	\`opted_out_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`email_opt_outs_email_hash_idx\` ON \`email_opt_outs\` (\`email_hash\`);`)
  await db.run(sql`CREATE INDEX \`email_opt_outs_updated_at_idx\` ON \`email_opt_outs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`email_opt_outs_created_at_idx\` ON \`email_opt_outs\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`reviews\` ADD \`verified_purchaser\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`reviews\` ADD \`incentivized_review\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`reviews_verified_purchaser_idx\` ON \`reviews\` (\`verified_purchaser\`);`)
  await db.run(sql`CREATE INDEX \`reviews_incentivized_review_idx\` ON \`reviews\` (\`incentivized_review\`);`)
  await db.run(sql`ALTER TABLE \`product_registrations\` ADD \`review_request_consent\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`review_requests_id\` integer REFERENCES review_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`email_opt_outs_id\` integer REFERENCES email_opt_outs(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_review_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`review_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_opt_outs_id_idx\` ON \`payload_locked_documents_rels\` (\`email_opt_outs_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`review_requests\`;`)
  await db.run(sql`DROP TABLE \`email_opt_outs\`;`)
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
  	\`search_synonyms_id\` integer,
  	\`search_rules_id\` integer,
  	\`search_insights_id\` integer,
  	\`article_sections_id\` integer,
  	\`topics_id\` integer,
  	\`countries_id\` integer,
  	\`faq_entries_id\` integer,
  	\`glossary_entries_id\` integer,
  	\`users_id\` integer,
  	\`reviews_id\` integer,
  	\`review_votes_id\` integer,
  	\`questions_id\` integer,
  	\`answers_id\` integer,
  	\`answer_votes_id\` integer,
  	\`subscribers_id\` integer,
  	\`product_registrations_id\` integer,
  	\`contact_messages_id\` integer,
  	\`outbox_id\` integer,
  	\`csp_reports_id\` integer,
  	\`consent_records_id\` integer,
  	\`vitals_id\` integer,
  	\`redirects_id\` integer,
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
  	FOREIGN KEY (\`search_synonyms_id\`) REFERENCES \`search_synonyms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_rules_id\`) REFERENCES \`search_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_insights_id\`) REFERENCES \`search_insights\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`article_sections_id\`) REFERENCES \`article_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`countries_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_entries_id\`) REFERENCES \`faq_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`glossary_entries_id\`) REFERENCES \`glossary_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reviews_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`review_votes_id\`) REFERENCES \`review_votes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`questions_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`answers_id\`) REFERENCES \`answers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`answer_votes_id\`) REFERENCES \`answer_votes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_registrations_id\`) REFERENCES \`product_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`csp_reports_id\`) REFERENCES \`csp_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_records_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vitals_id\`) REFERENCES \`vitals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "products_id", "articles_id", "article_votes_id", "brands_id", "media_id", "categories_id", "families_id", "retailers_id", "keywords_id", "search_synonyms_id", "search_rules_id", "search_insights_id", "article_sections_id", "topics_id", "countries_id", "faq_entries_id", "glossary_entries_id", "users_id", "reviews_id", "review_votes_id", "questions_id", "answers_id", "answer_votes_id", "subscribers_id", "product_registrations_id", "contact_messages_id", "outbox_id", "csp_reports_id", "consent_records_id", "vitals_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "products_id", "articles_id", "article_votes_id", "brands_id", "media_id", "categories_id", "families_id", "retailers_id", "keywords_id", "search_synonyms_id", "search_rules_id", "search_insights_id", "article_sections_id", "topics_id", "countries_id", "faq_entries_id", "glossary_entries_id", "users_id", "reviews_id", "review_votes_id", "questions_id", "answers_id", "answer_votes_id", "subscribers_id", "product_registrations_id", "contact_messages_id", "outbox_id", "csp_reports_id", "consent_records_id", "vitals_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_synonyms_id_idx\` ON \`payload_locked_documents_rels\` (\`search_synonyms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_rules_id_idx\` ON \`payload_locked_documents_rels\` (\`search_rules_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_insights_id_idx\` ON \`payload_locked_documents_rels\` (\`search_insights_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_article_sections_id_idx\` ON \`payload_locked_documents_rels\` (\`article_sections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_countries_id_idx\` ON \`payload_locked_documents_rels\` (\`countries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_glossary_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`glossary_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_review_votes_id_idx\` ON \`payload_locked_documents_rels\` (\`review_votes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_questions_id_idx\` ON \`payload_locked_documents_rels\` (\`questions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_answers_id_idx\` ON \`payload_locked_documents_rels\` (\`answers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_answer_votes_id_idx\` ON \`payload_locked_documents_rels\` (\`answer_votes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`product_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_csp_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`csp_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vitals_id_idx\` ON \`payload_locked_documents_rels\` (\`vitals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`DROP INDEX \`reviews_verified_purchaser_idx\`;`)
  await db.run(sql`DROP INDEX \`reviews_incentivized_review_idx\`;`)
  await db.run(sql`ALTER TABLE \`reviews\` DROP COLUMN \`verified_purchaser\`;`)
  await db.run(sql`ALTER TABLE \`reviews\` DROP COLUMN \`incentivized_review\`;`)
  await db.run(sql`ALTER TABLE \`product_registrations\` DROP COLUMN \`review_request_consent\`;`)
}
