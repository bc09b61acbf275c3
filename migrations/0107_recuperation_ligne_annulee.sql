DROP INDEX `RecuperationAssureur_LigneBancaireId_uq`;--> statement-breakpoint
CREATE INDEX `RecuperationAssureur_LigneBancaireId_idx` ON `RecuperationAssureur` (`LigneBancaireId`);--> statement-breakpoint
-- hand-written:
-- ADR 158's backfill: a recovery whose bank line's or direct debit's payment was cancelled before this migration gets
-- the reversal the cancellation now writes (dated the cancellation's day, never before the recovery; naming the bank
-- line), and a reversed recovery leaves a draft supplier batch (also ADR 157's payments by hand cancelled).
INSERT INTO `RecuperationAssureur` (`DossierId`, `date`, `montant`, `organisme`, `reference`, `LigneBancaireId`, `annuleId`, `auteur`, `createdAt`)
SELECT r.`DossierId`, max(r.`date`, e.`date`), -r.`montant`, r.`organisme`, 'Paiement annulé : ' || coalesce(e.`motif`, ''),
  r.`LigneBancaireId`, r.`id`, 'système', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
FROM `RecuperationAssureur` r
JOIN `Ecriture` e ON e.`type` = 'annulation' AND e.`PaiementId` IN (
  SELECT l.`PaiementId` FROM `LigneBancaire` l WHERE l.`id` = r.`LigneBancaireId`
  UNION ALL SELECT p.`PaiementId` FROM `LignePrelevement` p WHERE p.`id` = r.`LignePrelevementId`)
WHERE r.`annuleId` IS NULL AND NOT EXISTS (SELECT 1 FROM `RecuperationAssureur` x WHERE x.`annuleId` = r.`id`);
--> statement-breakpoint
DELETE FROM `ReversementRecuperation` WHERE `RecuperationAssureurId` IN (
  SELECT `annuleId` FROM `RecuperationAssureur` WHERE `annuleId` IS NOT NULL)
  AND `PaiementFournisseurId` IN (SELECT `id` FROM `PaiementFournisseur` WHERE `statut` = 'brouillon');
