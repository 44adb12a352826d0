-- Keyword search on ships uses a trigram index (trusted extension since PostgreSQL 13; PGlite
-- loads it from its contrib build, see db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "cache_revs" (
	"name" text PRIMARY KEY NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ships" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name_en || ' ' || coalesce(name_zh, '') || ' ' || coalesce(imo, '') || ' ' || coalesce(registration_no, ''))) STORED;--> statement-breakpoint
CREATE INDEX "ships_search_trgm_idx" ON "ships" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- One revision for the reference data that hot read routes answer from memory (dictionaries,
-- companies, ships and who may see them). A statement trigger bumps it inside the writing
-- transaction, whoever writes (API, seed, import, psql), so a cached answer keyed by the revision
-- read with the session can never outlive a committed write. One row, so one lock order.
INSERT INTO "cache_revs" ("name", "rev") VALUES ('reference', 0), ('functions', 0);
--> statement-breakpoint
CREATE FUNCTION bump_cache_rev() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cache_revs SET rev = rev + 1 WHERE name = TG_ARGV[0];
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'dic_fuel_types', 'dic_energy_forms', 'dic_flag_states', 'dic_ports', 'dic_cities',
    'dic_class_societies', 'dic_ship_types', 'dic_ship_sub_types', 'dic_gross_ton_ranges',
    'dic_ship_age_ranges', 'dic_evaluation_params', 'sys_dictionary', 'sys_test_params',
    'companies', 'ships', 'ship_fuels', 'ship_authorities', 'flag_doc_changes',
    'roles', 'user_roles', 'user_companies', 'user_ship_auth'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_rev(%L)',
      t || '_cache_rev', t, 'reference');
  END LOOP;
END $$;
--> statement-breakpoint
-- The function tree and each role's grants: the permission keys a session carries (auth/rolePerms.ts).
CREATE TRIGGER menus_cache_rev AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menus
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_rev('functions');
--> statement-breakpoint
CREATE TRIGGER role_menus_cache_rev AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_menus
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_rev('functions');
--> statement-breakpoint
-- Of an account, only the links that decide which ships it sees: logins and password changes
-- (failed-login counters, hashes) write the row often and change no cached answer.
CREATE TRIGGER users_cache_rev AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF company_id, authority_code
  ON users FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_rev('reference');
