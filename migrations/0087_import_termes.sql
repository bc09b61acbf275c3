-- Custom SQL migration file, put your code below! --
-- hand-written:
-- Issue 74 item 3 (ADR 112): an import calls the terms of its cut-over month, their dues carrying the import's
-- motif. Its undo deletes those terms, then the lease: the guard on a lease's money lets the dues of the import being
-- undone go with it (as its opening entries, migration 0069), and nothing else.
DROP TRIGGER IF EXISTS `Dossier_historique_argent`;
--> statement-breakpoint
CREATE TRIGGER `Dossier_historique_argent` BEFORE DELETE ON `Dossier` WHEN EXISTS (SELECT 1 FROM `Paiement` WHERE `DossierId` = OLD.`id`) OR EXISTS (SELECT 1 FROM `Ecriture` WHERE `DossierId` = OLD.`id` AND `type` NOT IN ('reprise', 'depotDetenu') AND NOT (`type` = 'echeance' AND `motif` IN (SELECT 'Import n° ' || `id` FROM `Import` WHERE `statut` = 'annulation'))) OR EXISTS (SELECT 1 FROM `Quitance` WHERE `DossierId` = OLD.`id`) OR (EXISTS (SELECT 1 FROM `Ecriture` WHERE `DossierId` = OLD.`id`) AND NOT EXISTS (SELECT 1 FROM `Import` WHERE `statut` = 'annulation')) BEGIN SELECT RAISE(ABORT, 'Ce dossier a des écritures comptables : archivez-le.'); END;
