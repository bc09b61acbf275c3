-- Emptied (ADR 097): the rows' JSON tables and triggers are derived objects, made by the migration runner
-- (worker/db/derived) from worker/speed/sql-json/row-json.ts after the migrations, and again whenever it changes.
SELECT 1;
