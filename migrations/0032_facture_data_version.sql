-- Custom migration (drizzle-kit generate --custom): the invoices' version counter and its triggers (ADR 017), and
-- the rule that an issued invoice never changes (ADR 028): only the links a deletion sets to null may move (no API
-- deletes an invoice; a restore empties the table first, so no delete trigger).
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Facture', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Facture_insert` AFTER INSERT ON `Facture` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Facture'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Facture_update` AFTER UPDATE ON `Facture` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Facture'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Facture_delete` AFTER DELETE ON `Facture` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Facture'; END;
--> statement-breakpoint
CREATE TRIGGER `Facture_immuable` BEFORE UPDATE OF `numero`, `prefixe`, `annee`, `rang`, `date`, `objet`, `tauxTva`, `totalHT`, `totalTVA`, `totalTTC`, `acheteur`, `vendeur`, `reglement`, `avoirDe`, `motif` ON `Facture` BEGIN SELECT RAISE(ABORT, 'Facture émise : elle ne se modifie pas.'); END;
