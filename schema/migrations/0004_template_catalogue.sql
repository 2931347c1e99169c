-- The rows so far were development samples with no files (nothing could upload a template before this), and the
-- catalogue now fills itself from the built-in templates: start it empty.
DELETE FROM `catalogue_templates`;--> statement-breakpoint
CREATE TABLE `template_downloads` (
	`template_id` text NOT NULL,
	`downloader` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`template_id`, `downloader`),
	FOREIGN KEY (`template_id`) REFERENCES `catalogue_templates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `catalogue_templates` ADD `slug` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `catalogue_templates` ADD `source` text DEFAULT 'upload' NOT NULL;--> statement-breakpoint
ALTER TABLE `catalogue_templates` ADD `document` text;--> statement-breakpoint
CREATE UNIQUE INDEX `catalogue_templates_slug_unique` ON `catalogue_templates` (`slug`);