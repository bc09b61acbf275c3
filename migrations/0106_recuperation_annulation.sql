ALTER TABLE `RecuperationAssureur` ADD `annuleId` integer;--> statement-breakpoint
ALTER TABLE `RecuperationAssureur` ADD `PaiementId` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `RecuperationAssureur_annule_uq` ON `RecuperationAssureur` (`annuleId`) WHERE "annuleId" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `RecuperationAssureur_PaiementId_uq` ON `RecuperationAssureur` (`PaiementId`) WHERE "PaiementId" is not null;
--> statement-breakpoint
-- hand-written:
-- ADR 157's backfill: a direct debit rejected before this migration, whose money had gone to the insurer, gets the
-- reversal its reject now writes (dated the reject's day, never before the recovery), and leaves a draft batch.
INSERT INTO `RecuperationAssureur` (`DossierId`, `date`, `montant`, `organisme`, `reference`, `annuleId`, `auteur`, `createdAt`)
SELECT r.`DossierId`, max(r.`date`, substr(l.`rejeteAt`, 1, 10)), -r.`montant`, r.`organisme`,
  'Prélèvement rejeté : ' || l.`rejet`, r.`id`, 'système', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
FROM `RecuperationAssureur` r JOIN `LignePrelevement` l ON l.`id` = r.`LignePrelevementId`
WHERE l.`rejet` IS NOT NULL AND NOT EXISTS (SELECT 1 FROM `RecuperationAssureur` x WHERE x.`annuleId` = r.`id`);
--> statement-breakpoint
DELETE FROM `ReversementRecuperation` WHERE `RecuperationAssureurId` IN (
  SELECT r.`id` FROM `RecuperationAssureur` r JOIN `LignePrelevement` l ON l.`id` = r.`LignePrelevementId`
  WHERE l.`rejet` IS NOT NULL)
  AND `PaiementFournisseurId` IN (SELECT `id` FROM `PaiementFournisseur` WHERE `statut` = 'brouillon');
