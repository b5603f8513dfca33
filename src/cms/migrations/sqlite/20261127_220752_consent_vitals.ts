import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`consent_records\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`visitor_id\` text NOT NULL,
  	\`choice\` text NOT NULL,
  	\`analytics\` integer DEFAULT false NOT NULL,
  	\`marketing\` integer DEFAULT false NOT NULL,
  	\`version\` numeric NOT NULL,
  	\`chosen_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`consent_records_visitor_id_idx\` ON \`consent_records\` (\`visitor_id\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_chosen_at_idx\` ON \`consent_records\` (\`chosen_at\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_updated_at_idx\` ON \`consent_records\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_created_at_idx\` ON \`consent_records\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`vitals\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`day\` text NOT NULL,
  	\`page_type\` text NOT NULL,
  	\`device\` text NOT NULL,
  	\`metric\` text NOT NULL,
  	\`bucket\` numeric NOT NULL,
  	\`count\` numeric DEFAULT 0 NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`vitals_key_idx\` ON \`vitals\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`vitals_day_idx\` ON \`vitals\` (\`day\`);`)
  await db.run(sql`CREATE TABLE \`consent_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version\` numeric DEFAULT 1 NOT NULL,
  	\`heading\` text DEFAULT 'Cookies on this site' NOT NULL,
  	\`intro\` text DEFAULT 'We use cookies the site needs to work. With your permission we would also like to measure how the site is used and show you relevant offers elsewhere. You can change your mind at any time from "Cookie settings" at the bottom of every page.' NOT NULL,
  	\`necessary_label\` text DEFAULT 'Necessary' NOT NULL,
  	\`necessary_description\` text DEFAULT 'Keep the site working: your cookie choice, saved items and form protection. Always on.' NOT NULL,
  	\`analytics_label\` text DEFAULT 'Analytics' NOT NULL,
  	\`analytics_description\` text DEFAULT 'Count visits and see which pages help, through Google Tag Manager and Google Analytics.' NOT NULL,
  	\`marketing_label\` text DEFAULT 'Marketing' NOT NULL,
  	\`marketing_description\` text DEFAULT 'Measure our advertising and show you relevant offers on other sites.' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`consent_records_id\` integer REFERENCES consent_records(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`vitals_id\` integer REFERENCES vitals(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vitals_id_idx\` ON \`payload_locked_documents_rels\` (\`vitals_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`consent_records\`;`)
  await db.run(sql`DROP TABLE \`vitals\`;`)
  await db.run(sql`DROP TABLE \`consent_settings\`;`)
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
  	\`questions_id\` integer,
  	\`answers_id\` integer,
  	\`answer_votes_id\` integer,
  	\`subscribers_id\` integer,
  	\`product_registrations_id\` integer,
  	\`contact_messages_id\` integer,
  	\`outbox_id\` integer,
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
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "products_id", "articles_id", "article_votes_id", "brands_id", "media_id", "categories_id", "families_id", "retailers_id", "keywords_id", "article_sections_id", "topics_id", "countries_id", "faq_entries_id", "glossary_entries_id", "users_id", "reviews_id", "review_votes_id", "questions_id", "answers_id", "answer_votes_id", "subscribers_id", "product_registrations_id", "contact_messages_id", "outbox_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "products_id", "articles_id", "article_votes_id", "brands_id", "media_id", "categories_id", "families_id", "retailers_id", "keywords_id", "article_sections_id", "topics_id", "countries_id", "faq_entries_id", "glossary_entries_id", "users_id", "reviews_id", "review_votes_id", "questions_id", "answers_id", "answer_votes_id", "subscribers_id", "product_registrations_id", "contact_messages_id", "outbox_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_questions_id_idx\` ON \`payload_locked_documents_rels\` (\`questions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_answers_id_idx\` ON \`payload_locked_documents_rels\` (\`answers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_answer_votes_id_idx\` ON \`payload_locked_documents_rels\` (\`answer_votes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`product_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
