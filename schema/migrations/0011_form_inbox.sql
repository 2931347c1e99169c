CREATE TABLE `form_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`message` text NOT NULL,
	`read_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `form_messages_website_created_idx` ON `form_messages` (`website_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `reply_to` text;