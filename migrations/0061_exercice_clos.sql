-- Emptied (ADR 097): the closed years' triggers are derived objects, made by the migration runner
-- (worker/db/derived) from worker/services/exercices/triggers.ts after the migrations, and again whenever it changes.
SELECT 1;
