CREATE TABLE `visitor_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL
);
