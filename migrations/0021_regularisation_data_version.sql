-- Custom migration (drizzle-kit generate --custom): the regularisation tables' version counters and their triggers (ADR 017).
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Regularisation', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Regularisation_insert` AFTER INSERT ON `Regularisation` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Regularisation'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Regularisation_update` AFTER UPDATE ON `Regularisation` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Regularisation'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Regularisation_delete` AFTER DELETE ON `Regularisation` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Regularisation'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('RegularisationCharge', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_RegularisationCharge_insert` AFTER INSERT ON `RegularisationCharge` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'RegularisationCharge'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_RegularisationCharge_update` AFTER UPDATE ON `RegularisationCharge` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'RegularisationCharge'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_RegularisationCharge_delete` AFTER DELETE ON `RegularisationCharge` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'RegularisationCharge'; END;
