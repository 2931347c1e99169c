ALTER TABLE `websites` ADD `taken_down_at` integer;--> statement-breakpoint
ALTER TABLE `websites` ADD `takedown_reason` text;