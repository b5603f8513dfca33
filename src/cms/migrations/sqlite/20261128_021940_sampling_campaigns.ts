import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`sampling_campaigns\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`places\` numeric NOT NULL,
  	\`places_taken\` numeric DEFAULT 0,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`opens_at\` text NOT NULL,
  	\`opensat_tz\` text DEFAULT 'Australia/Sydney' NOT NULL,
  	\`closes_at\` text NOT NULL,
  	\`closesat_tz\` text DEFAULT 'Australia/Sydney' NOT NULL,
  	\`description\` text,
  	\`eligibility\` text DEFAULT 'Open to people aged 18 or over with a shipping address in Australia. One application per person.' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sampling_campaigns_slug_idx\` ON \`sampling_campaigns\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`sampling_campaigns_product_idx\` ON \`sampling_campaigns\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`sampling_campaigns_updated_at_idx\` ON \`sampling_campaigns\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sampling_campaigns_created_at_idx\` ON \`sampling_campaigns\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sampling_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`dedupe_key\` text NOT NULL,
  	\`campaign_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`selected\` integer DEFAULT false,
  	\`selected_at\` text,
  	\`selected_by\` text,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`date_of_birth\` text NOT NULL,
  	\`address_street\` text NOT NULL,
  	\`address_suburb\` text NOT NULL,
  	\`address_state\` text NOT NULL,
  	\`address_postcode\` text NOT NULL,
  	\`consent_text\` text NOT NULL,
  	\`consent_at\` text NOT NULL,
  	\`confirmed_at\` text,
  	\`confirm_token_hash\` text,
  	\`confirm_token_expires_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`campaign_id\`) REFERENCES \`sampling_campaigns\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sampling_applications_dedupe_key_idx\` ON \`sampling_applications\` (\`dedupe_key\`);`)
  await db.run(sql`CREATE INDEX \`sampling_applications_campaign_idx\` ON \`sampling_applications\` (\`campaign_id\`);`)
  await db.run(sql`CREATE INDEX \`sampling_applications_status_idx\` ON \`sampling_applications\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`sampling_applications_selected_idx\` ON \`sampling_applications\` (\`selected\`);`)
  await db.run(sql`CREATE INDEX \`sampling_applications_email_idx\` ON \`sampling_applications\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`sampling_applications_confirm_token_hash_idx\` ON \`sampling_applications\` (\`confirm_token_hash\`);`)
  await db.run(sql`CREATE INDEX \`sampling_applications_updated_at_idx\` ON \`sampling_applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sampling_applications_created_at_idx\` ON \`sampling_applications\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sampling_campaigns_id\` integer REFERENCES sampling_campaigns(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sampling_applications_id\` integer REFERENCES sampling_applications(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sampling_campaigns_id_idx\` ON \`payload_locked_documents_rels\` (\`sampling_campaigns_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sampling_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`sampling_applications_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`sampling_campaigns\`;`)
  await db.run(sql`DROP TABLE \`sampling_applications\`;`)
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
  	\`review_requests_id\` integer,
  	\`questions_id\` integer,
  	\`answers_id\` integer,
  	\`answer_votes_id\` integer,
  	\`subscribers_id\` integer,
  	\`product_registrations_id\` integer,
  	\`contact_messages_id\` integer,
  	\`email_opt_outs_id\` integer,
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
  	FOREIGN KEY (\`review_requests_id\`) REFERENCES \`review_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`questions_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`answers_id\`) REFERENCES \`answers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`answer_votes_id\`) REFERENCES \`answer_votes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_registrations_id\`) REFERENCES \`product_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_opt_outs_id\`) REFERENCES \`email_opt_outs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`csp_reports_id\`) REFERENCES \`csp_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_records_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vitals_id\`) REFERENCES \`vitals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "products_id", "articles_id", "article_votes_id", "brands_id", "media_id", "categories_id", "families_id", "retailers_id", "keywords_id", "search_synonyms_id", "search_rules_id", "search_insights_id", "article_sections_id", "topics_id", "countries_id", "faq_entries_id", "glossary_entries_id", "users_id", "reviews_id", "review_votes_id", "review_requests_id", "questions_id", "answers_id", "answer_votes_id", "subscribers_id", "product_registrations_id", "contact_messages_id", "email_opt_outs_id", "outbox_id", "csp_reports_id", "consent_records_id", "vitals_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "products_id", "articles_id", "article_votes_id", "brands_id", "media_id", "categories_id", "families_id", "retailers_id", "keywords_id", "search_synonyms_id", "search_rules_id", "search_insights_id", "article_sections_id", "topics_id", "countries_id", "faq_entries_id", "glossary_entries_id", "users_id", "reviews_id", "review_votes_id", "review_requests_id", "questions_id", "answers_id", "answer_votes_id", "subscribers_id", "product_registrations_id", "contact_messages_id", "email_opt_outs_id", "outbox_id", "csp_reports_id", "consent_records_id", "vitals_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_review_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`review_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_questions_id_idx\` ON \`payload_locked_documents_rels\` (\`questions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_answers_id_idx\` ON \`payload_locked_documents_rels\` (\`answers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_answer_votes_id_idx\` ON \`payload_locked_documents_rels\` (\`answer_votes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`product_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_opt_outs_id_idx\` ON \`payload_locked_documents_rels\` (\`email_opt_outs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_csp_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`csp_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vitals_id_idx\` ON \`payload_locked_documents_rels\` (\`vitals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
