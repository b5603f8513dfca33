import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Brands get drafts: the ones there are stay published (hand-edited: the generated copy read a `_status` the old table lacks).
  await db.run(sql`CREATE TABLE \`_brands_v_version_menu_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	\`new_tab\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_brands_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_brands_v_version_menu_links_order_idx\` ON \`_brands_v_version_menu_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_version_menu_links_parent_id_idx\` ON \`_brands_v_version_menu_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_brands_v_version_menu_slots_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	\`new_tab\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_brands_v_version_menu_slots\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_brands_v_version_menu_slots_links_order_idx\` ON \`_brands_v_version_menu_slots_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_version_menu_slots_links_parent_id_idx\` ON \`_brands_v_version_menu_slots_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_brands_v_version_menu_slots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_brands_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_brands_v_version_menu_slots_order_idx\` ON \`_brands_v_version_menu_slots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_version_menu_slots_parent_id_idx\` ON \`_brands_v_version_menu_slots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_brands_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_key\` text,
  	\`version_name\` text,
  	\`version_home_path\` text,
  	\`version_logo_id\` integer,
  	\`version_logo_alt\` text,
  	\`version_logo_url\` text,
  	\`version_logo_opens_in_new_tab\` integer DEFAULT false,
  	\`version_header_style\` text DEFAULT 'transparent',
  	\`version_theme_color_primary\` text,
  	\`version_theme_color_on_primary\` text,
  	\`version_theme_color_accent\` text,
  	\`version_theme_color_background\` text,
  	\`version_theme_color_surface\` text,
  	\`version_theme_color_text\` text,
  	\`version_theme_color_muted\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_brands_v_parent_idx\` ON \`_brands_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_version_version_key_idx\` ON \`_brands_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_version_version_logo_idx\` ON \`_brands_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_version_version_updated_at_idx\` ON \`_brands_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_version_version_created_at_idx\` ON \`_brands_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_version_version__status_idx\` ON \`_brands_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_created_at_idx\` ON \`_brands_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_updated_at_idx\` ON \`_brands_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_latest_idx\` ON \`_brands_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_autosave_idx\` ON \`_brands_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_brands_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`keywords_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_brands_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`keywords_id\`) REFERENCES \`keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_brands_v_rels_order_idx\` ON \`_brands_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_rels_parent_idx\` ON \`_brands_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_rels_path_idx\` ON \`_brands_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_rels_keywords_id_idx\` ON \`_brands_v_rels\` (\`keywords_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_brands_menu_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	\`new_tab\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_brands_menu_links\`("_order", "_parent_id", "id", "label", "url", "new_tab") SELECT "_order", "_parent_id", "id", "label", "url", "new_tab" FROM \`brands_menu_links\`;`)
  await db.run(sql`DROP TABLE \`brands_menu_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_brands_menu_links\` RENAME TO \`brands_menu_links\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`brands_menu_links_order_idx\` ON \`brands_menu_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`brands_menu_links_parent_id_idx\` ON \`brands_menu_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_brands_menu_slots_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	\`new_tab\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`brands_menu_slots\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_brands_menu_slots_links\`("_order", "_parent_id", "id", "label", "url", "new_tab") SELECT "_order", "_parent_id", "id", "label", "url", "new_tab" FROM \`brands_menu_slots_links\`;`)
  await db.run(sql`DROP TABLE \`brands_menu_slots_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_brands_menu_slots_links\` RENAME TO \`brands_menu_slots_links\`;`)
  await db.run(sql`CREATE INDEX \`brands_menu_slots_links_order_idx\` ON \`brands_menu_slots_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`brands_menu_slots_links_parent_id_idx\` ON \`brands_menu_slots_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_brands_menu_slots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_brands_menu_slots\`("_order", "_parent_id", "id", "heading") SELECT "_order", "_parent_id", "id", "heading" FROM \`brands_menu_slots\`;`)
  await db.run(sql`DROP TABLE \`brands_menu_slots\`;`)
  await db.run(sql`ALTER TABLE \`__new_brands_menu_slots\` RENAME TO \`brands_menu_slots\`;`)
  await db.run(sql`CREATE INDEX \`brands_menu_slots_order_idx\` ON \`brands_menu_slots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`brands_menu_slots_parent_id_idx\` ON \`brands_menu_slots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_brands\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`name\` text,
  	\`home_path\` text,
  	\`logo_id\` integer,
  	\`logo_alt\` text,
  	\`logo_url\` text,
  	\`logo_opens_in_new_tab\` integer DEFAULT false,
  	\`header_style\` text DEFAULT 'transparent',
  	\`theme_color_primary\` text,
  	\`theme_color_on_primary\` text,
  	\`theme_color_accent\` text,
  	\`theme_color_background\` text,
  	\`theme_color_surface\` text,
  	\`theme_color_text\` text,
  	\`theme_color_muted\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_brands\`("id", "key", "name", "home_path", "logo_id", "logo_alt", "logo_url", "logo_opens_in_new_tab", "header_style", "theme_color_primary", "theme_color_on_primary", "theme_color_accent", "theme_color_background", "theme_color_surface", "theme_color_text", "theme_color_muted", "updated_at", "created_at", "_status") SELECT "id", "key", "name", "home_path", "logo_id", "logo_alt", "logo_url", "logo_opens_in_new_tab", "header_style", "theme_color_primary", "theme_color_on_primary", "theme_color_accent", "theme_color_background", "theme_color_surface", "theme_color_text", "theme_color_muted", "updated_at", "created_at", 'published' FROM \`brands\`;`)
  await db.run(sql`DROP TABLE \`brands\`;`)
  await db.run(sql`ALTER TABLE \`__new_brands\` RENAME TO \`brands\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`brands_key_idx\` ON \`brands\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`brands_logo_idx\` ON \`brands\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`brands_updated_at_idx\` ON \`brands\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`brands_created_at_idx\` ON \`brands\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`brands__status_idx\` ON \`brands\` (\`_status\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_brands_v_version_menu_links\`;`)
  await db.run(sql`DROP TABLE \`_brands_v_version_menu_slots_links\`;`)
  await db.run(sql`DROP TABLE \`_brands_v_version_menu_slots\`;`)
  await db.run(sql`DROP TABLE \`_brands_v\`;`)
  await db.run(sql`DROP TABLE \`_brands_v_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_brands\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`home_path\` text NOT NULL,
  	\`logo_id\` integer NOT NULL,
  	\`logo_alt\` text NOT NULL,
  	\`logo_url\` text,
  	\`logo_opens_in_new_tab\` integer DEFAULT false,
  	\`header_style\` text DEFAULT 'transparent',
  	\`theme_color_primary\` text NOT NULL,
  	\`theme_color_on_primary\` text NOT NULL,
  	\`theme_color_accent\` text NOT NULL,
  	\`theme_color_background\` text NOT NULL,
  	\`theme_color_surface\` text NOT NULL,
  	\`theme_color_text\` text NOT NULL,
  	\`theme_color_muted\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_brands\`("id", "key", "name", "home_path", "logo_id", "logo_alt", "logo_url", "logo_opens_in_new_tab", "header_style", "theme_color_primary", "theme_color_on_primary", "theme_color_accent", "theme_color_background", "theme_color_surface", "theme_color_text", "theme_color_muted", "updated_at", "created_at") SELECT "id", "key", "name", "home_path", "logo_id", "logo_alt", "logo_url", "logo_opens_in_new_tab", "header_style", "theme_color_primary", "theme_color_on_primary", "theme_color_accent", "theme_color_background", "theme_color_surface", "theme_color_text", "theme_color_muted", "updated_at", "created_at" FROM \`brands\`;`)
  await db.run(sql`DROP TABLE \`brands\`;`)
  await db.run(sql`ALTER TABLE \`__new_brands\` RENAME TO \`brands\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`brands_key_idx\` ON \`brands\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`brands_logo_idx\` ON \`brands\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`brands_updated_at_idx\` ON \`brands\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`brands_created_at_idx\` ON \`brands\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_brands_menu_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`new_tab\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_brands_menu_links\`("_order", "_parent_id", "id", "label", "url", "new_tab") SELECT "_order", "_parent_id", "id", "label", "url", "new_tab" FROM \`brands_menu_links\`;`)
  await db.run(sql`DROP TABLE \`brands_menu_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_brands_menu_links\` RENAME TO \`brands_menu_links\`;`)
  await db.run(sql`CREATE INDEX \`brands_menu_links_order_idx\` ON \`brands_menu_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`brands_menu_links_parent_id_idx\` ON \`brands_menu_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_brands_menu_slots_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`new_tab\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`brands_menu_slots\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_brands_menu_slots_links\`("_order", "_parent_id", "id", "label", "url", "new_tab") SELECT "_order", "_parent_id", "id", "label", "url", "new_tab" FROM \`brands_menu_slots_links\`;`)
  await db.run(sql`DROP TABLE \`brands_menu_slots_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_brands_menu_slots_links\` RENAME TO \`brands_menu_slots_links\`;`)
  await db.run(sql`CREATE INDEX \`brands_menu_slots_links_order_idx\` ON \`brands_menu_slots_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`brands_menu_slots_links_parent_id_idx\` ON \`brands_menu_slots_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_brands_menu_slots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_brands_menu_slots\`("_order", "_parent_id", "id", "heading") SELECT "_order", "_parent_id", "id", "heading" FROM \`brands_menu_slots\`;`)
  await db.run(sql`DROP TABLE \`brands_menu_slots\`;`)
  await db.run(sql`ALTER TABLE \`__new_brands_menu_slots\` RENAME TO \`brands_menu_slots\`;`)
  await db.run(sql`CREATE INDEX \`brands_menu_slots_order_idx\` ON \`brands_menu_slots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`brands_menu_slots_parent_id_idx\` ON \`brands_menu_slots\` (\`_parent_id\`);`)
}
