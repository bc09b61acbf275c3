-- Custom migration (drizzle-kit generate --custom): the owner's account is append-only like the tenant's (ADR 007):
-- no entry is ever changed, and none is deleted while its owner exists (a restore empties the tables, owners first).
CREATE TRIGGER `EcritureProprietaire_sans_modification` BEFORE UPDATE ON `EcritureProprietaire` BEGIN SELECT RAISE(ABORT, 'Une écriture du compte propriétaire ne se modifie pas : passez une écriture de correction.'); END;
--> statement-breakpoint
CREATE TRIGGER `EcritureProprietaire_sans_suppression` BEFORE DELETE ON `EcritureProprietaire` WHEN EXISTS (SELECT 1 FROM `Client` WHERE `id` = OLD.`ClientId`) BEGIN SELECT RAISE(ABORT, 'Une écriture du compte propriétaire ne se supprime pas : passez une écriture de correction.'); END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('EcritureProprietaire', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_EcritureProprietaire_insert` AFTER INSERT ON `EcritureProprietaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'EcritureProprietaire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_EcritureProprietaire_update` AFTER UPDATE ON `EcritureProprietaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'EcritureProprietaire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_EcritureProprietaire_delete` AFTER DELETE ON `EcritureProprietaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'EcritureProprietaire'; END;
