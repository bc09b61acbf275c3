-- Custom SQL migration file, put your code below! --
-- hand-written (ADR 164): a bank line matched to a tenant's payment goes back to « à rapprocher » when that payment
-- is cancelled (its `annulation` entry, once per payment by the ledger's unique index), in the cancellation's own
-- statement: whichever service, transaction or batch cancels it, the line never stays matched to money the account no
-- longer counts. As « Annuler le rapprochement » leaves it: no dossier, term, payment nor reason; the canceller named.
CREATE TRIGGER `LigneBancaire_paiement_annule` AFTER INSERT ON `Ecriture`
WHEN NEW.`type` = 'annulation' AND NEW.`PaiementId` IS NOT NULL
BEGIN
  UPDATE `LigneBancaire` SET `statut` = 'à rapprocher', `DossierId` = NULL, `QuitanceId` = NULL, `PaiementId` = NULL,
    `motif` = NULL, `traitePar` = NEW.`auteur`, `updatedAt` = NEW.`createdAt`
  WHERE `PaiementId` = NEW.`PaiementId`;
END;
--> statement-breakpoint
-- The lines left matched to a payment cancelled before this migration (their insurer's part was reversed by 0107).
UPDATE `LigneBancaire` SET `statut` = 'à rapprocher', `DossierId` = NULL, `QuitanceId` = NULL, `motif` = NULL,
  `traitePar` = (SELECT e.`auteur` FROM `Ecriture` e WHERE e.`type` = 'annulation' AND e.`PaiementId` = `LigneBancaire`.`PaiementId`),
  `updatedAt` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), `PaiementId` = NULL
WHERE `PaiementId` IN (SELECT `PaiementId` FROM `Ecriture` WHERE `type` = 'annulation' AND `PaiementId` IS NOT NULL);
