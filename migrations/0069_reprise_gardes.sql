-- Custom migration (drizzle-kit generate --custom): issue 61's tables get their version counters (ADR 017), and the
-- money guards learn the opening balances of an import. An opening entry ("reprise", "depotDetenu") keeps its record
-- from being deleted like any money entry, except while its import is being undone (Import.statut = 'annulation',
-- set and cleared inside the undo's one transaction): the undo removes the records and their opening entries
-- together, and nothing else can.
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Import', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Import_insert` AFTER INSERT ON `Import` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Import'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Import_update` AFTER UPDATE ON `Import` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Import'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Import_delete` AFTER DELETE ON `Import` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Import'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('ImportElement', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ImportElement_insert` AFTER INSERT ON `ImportElement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ImportElement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ImportElement_update` AFTER UPDATE ON `ImportElement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ImportElement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ImportElement_delete` AFTER DELETE ON `ImportElement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ImportElement'; END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `Dossier_historique_argent`;
--> statement-breakpoint
CREATE TRIGGER `Dossier_historique_argent` BEFORE DELETE ON `Dossier` WHEN EXISTS (SELECT 1 FROM `Paiement` WHERE `DossierId` = OLD.`id`) OR EXISTS (SELECT 1 FROM `Ecriture` WHERE `DossierId` = OLD.`id` AND `type` NOT IN ('reprise', 'depotDetenu')) OR EXISTS (SELECT 1 FROM `Quitance` WHERE `DossierId` = OLD.`id`) OR (EXISTS (SELECT 1 FROM `Ecriture` WHERE `DossierId` = OLD.`id`) AND NOT EXISTS (SELECT 1 FROM `Import` WHERE `statut` = 'annulation')) BEGIN SELECT RAISE(ABORT, 'Ce dossier a des écritures comptables : archivez-le.'); END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `Client_historique_argent`;
--> statement-breakpoint
CREATE TRIGGER `Client_historique_argent` BEFORE DELETE ON `Client` WHEN EXISTS (SELECT 1 FROM `EcritureProprietaire` WHERE `ClientId` = OLD.`id` AND `type` <> 'reprise') OR EXISTS (SELECT 1 FROM `Facture` WHERE `ClientId` = OLD.`id`) OR EXISTS (SELECT 1 FROM `Quitance` WHERE `ClientId` = OLD.`id`) OR (EXISTS (SELECT 1 FROM `EcritureProprietaire` WHERE `ClientId` = OLD.`id`) AND NOT EXISTS (SELECT 1 FROM `Import` WHERE `statut` = 'annulation')) BEGIN SELECT RAISE(ABORT, 'Ce client a des écritures comptables : archivez-le.'); END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `EcritureProprietaire_sans_suppression`;
--> statement-breakpoint
CREATE TRIGGER `EcritureProprietaire_sans_suppression` BEFORE DELETE ON `EcritureProprietaire` WHEN EXISTS (SELECT 1 FROM `Client` WHERE `id` = OLD.`ClientId`) AND NOT (OLD.`type` = 'reprise' AND EXISTS (SELECT 1 FROM `Import` WHERE `statut` = 'annulation')) BEGIN SELECT RAISE(ABORT, 'Une écriture du compte propriétaire ne se supprime pas : passez une écriture de correction.'); END;
