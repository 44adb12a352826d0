-- The stored CII ratings get their own revision, read with the session like the statistics one:
-- the dashboard's CII tile keeps its fleet summary per (scope, revision) in the read cache instead
-- of reading every stored rating on each call. The job engine rewrites ratings after ledger
-- writes far more often than anyone edits reference data, so the dictionaries' and ship lists'
-- cached answers are left alone. The trigger function also announces the bump (migration 0026),
-- so every instance drops the sessions it keeps and reads the new revision at once.
INSERT INTO "cache_revs" ("name", "rev") VALUES ('cii', 0) ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "cii_ratings_cii_rev" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cii_ratings"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_rev('cii');
