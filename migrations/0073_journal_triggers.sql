-- Emptied (ADR 097): the journal's triggers are derived objects, made by the migration runner (worker/db/derived) from
-- worker/services/journal/triggers.ts after the migrations, and again whenever that definition changes.
SELECT 1;
