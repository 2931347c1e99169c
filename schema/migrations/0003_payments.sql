CREATE TABLE `email_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`error` text,
	`sent_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `email_outbox_user_id_idx` ON `email_outbox` (`user_id`);--> statement-breakpoint
CREATE INDEX `email_outbox_created_at_idx` ON `email_outbox` (`created_at`);--> statement-breakpoint
ALTER TABLE `payments` ADD `usd_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `event_id` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `receipt_number` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `paid_at` integer;--> statement-breakpoint
ALTER TABLE `payments` ADD `checked_at` integer;--> statement-breakpoint
ALTER TABLE `payments` ADD `checkout_url` text;--> statement-breakpoint
CREATE INDEX `payments_status_created_at_idx` ON `payments` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `scheduled_tier` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `scheduled_period` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `schedule_id` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `reminded_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `plan_ends_at` integer;--> statement-breakpoint
CREATE INDEX `users_plan_ends_at_idx` ON `users` (`plan_ends_at`);--> statement-breakpoint
-- Tiers set before payments existed (by an administrator) become administrator's grants, so working out a tier
-- from the subscriptions keeps them.
INSERT INTO `subscriptions` (`id`, `user_id`, `tier`, `period`, `provider`, `provider_subscription_id`, `status`, `current_period_start`, `current_period_end`)
SELECT 'sub_' || lower(hex(randomblob(8))), `id`, `subscription_tier`, 'monthly', 'admin', 'admin:' || `id`, 'active', unixepoch('subsec') * 1000, 253402300799000
FROM `users` WHERE `subscription_tier` != 'free';
