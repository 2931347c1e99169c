CREATE TABLE `website_revisions` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`revision` integer NOT NULL,
	`name` text NOT NULL,
	`document` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `website_revisions_website_revision_idx` ON `website_revisions` (`website_id`,`revision`);