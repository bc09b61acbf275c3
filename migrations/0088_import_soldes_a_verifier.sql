ALTER TABLE `Import` ADD `soldes` text;--> statement-breakpoint
ALTER TABLE `Import` ADD `soldesConfirmesPar` text;--> statement-breakpoint
ALTER TABLE `Import` ADD `soldesConfirmesAt` text;