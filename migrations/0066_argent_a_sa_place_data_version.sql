-- Custom migration (drizzle-kit generate --custom): version counters and their triggers (ADR 017) of issues 59 and 60's new tables.
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Passkey', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Passkey_insert` AFTER INSERT ON `Passkey` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Passkey'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Passkey_update` AFTER UPDATE ON `Passkey` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Passkey'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Passkey_delete` AFTER DELETE ON `Passkey` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Passkey'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('QuotesPartsEnAttente', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_QuotesPartsEnAttente_insert` AFTER INSERT ON `QuotesPartsEnAttente` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'QuotesPartsEnAttente'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_QuotesPartsEnAttente_update` AFTER UPDATE ON `QuotesPartsEnAttente` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'QuotesPartsEnAttente'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_QuotesPartsEnAttente_delete` AFTER DELETE ON `QuotesPartsEnAttente` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'QuotesPartsEnAttente'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('CoproprieteAnnee', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_CoproprieteAnnee_insert` AFTER INSERT ON `CoproprieteAnnee` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'CoproprieteAnnee'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_CoproprieteAnnee_update` AFTER UPDATE ON `CoproprieteAnnee` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'CoproprieteAnnee'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_CoproprieteAnnee_delete` AFTER DELETE ON `CoproprieteAnnee` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'CoproprieteAnnee'; END;
