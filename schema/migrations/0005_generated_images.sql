ALTER TABLE `assets` ADD `kind` text DEFAULT 'upload' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `generated_images_r2_key_idx` ON `generated_images` (`r2_key`);