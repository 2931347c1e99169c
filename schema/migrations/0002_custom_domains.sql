CREATE TABLE `subdomain_redirects` (
	`label` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
DROP INDEX `domains_hostname_unique`;--> statement-breakpoint
DROP INDEX `domains_user_id_idx`;--> statement-breakpoint
ALTER TABLE `domains` ADD `cf_hostname_id` text;--> statement-breakpoint
ALTER TABLE `domains` ADD `certificate_status` text;--> statement-breakpoint
CREATE UNIQUE INDEX `domains_user_hostname_idx` ON `domains` (`user_id`,`hostname`);--> statement-breakpoint
CREATE UNIQUE INDEX `domains_active_hostname_idx` ON `domains` (`hostname`) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX `domains_hostname_idx` ON `domains` (`hostname`);