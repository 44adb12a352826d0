CREATE TABLE "fleet_month_summary" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	"legs" integer NOT NULL,
	"first_departure" timestamp with time zone NOT NULL,
	"distance_nm" double precision NOT NULL,
	"ballast_distance_nm" double precision NOT NULL,
	"hours_underway" double precision NOT NULL,
	"cargo_t" double precision NOT NULL,
	"transport_work_tnm" double precision NOT NULL,
	"teu" double precision NOT NULL,
	"teu_nm" double precision NOT NULL,
	"teu_laden_nm" double precision NOT NULL,
	"teu_capacity_nm" double precision,
	"dwt_nm" double precision,
	"speed_distance" double precision NOT NULL,
	"ref_speed_distance" double precision,
	"fuels" jsonb NOT NULL,
	CONSTRAINT "fleet_month_summary_pk" PRIMARY KEY("company_id","month")
);
--> statement-breakpoint
CREATE TABLE "fleet_month_summary_pending" (
	"ship_id" integer NOT NULL,
	"year" integer NOT NULL,
	CONSTRAINT "fleet_month_summary_pending_pk" PRIMARY KEY("ship_id","year")
);
--> statement-breakpoint
CREATE TABLE "fleet_month_summary_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"dirty_rev" bigint DEFAULT 1 NOT NULL,
	"built_rev" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "fleet_month_summary_state" ("id", "dirty_rev", "built_rev") VALUES (1, 1, 0);
--> statement-breakpoint
-- What the summary multiplies in (DWT, TEU capacity, reference speed) and which ships a company
-- has (the three links, the tree) live outside the ledger: a change of them makes the summary
-- stale, and the next read rebuilds it (repositories/fleetMonthSummary.ts). A new ship or company
-- has no legs yet, so inserts change nothing.
CREATE FUNCTION "fleet_month_summary_dirty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE fleet_month_summary_state SET dirty_rev = dirty_rev + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ships_fleet_month_summary" AFTER DELETE OR TRUNCATE OR UPDATE OF owner_company_id, operator_company_id, doc_company_id, dwt, teu, service_speed, design_speed ON "ships" FOR EACH STATEMENT EXECUTE FUNCTION fleet_month_summary_dirty();
--> statement-breakpoint
CREATE TRIGGER "companies_fleet_month_summary" AFTER DELETE OR TRUNCATE OR UPDATE OF parent_id ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION fleet_month_summary_dirty();
--> statement-breakpoint
-- Every revision bump is also announced, so each app instance drops the sessions it keeps in
-- memory (auth/sessionCache.ts) as soon as the writing transaction commits, whoever wrote.
CREATE OR REPLACE FUNCTION bump_cache_rev() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cache_revs SET rev = rev + 1 WHERE name = TG_ARGV[0];
  PERFORM pg_notify('eeoi_revs', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- What else the session query reads and no revision covers: the session itself (sign-out,
-- revocation, rotation) and the account's state and names.
CREATE FUNCTION "notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('eeoi_revs', 'sessions');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_notify" AFTER DELETE OR TRUNCATE OR UPDATE OF revoked_at, token_hash, role_id, expires_at ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER "users_notify" AFTER UPDATE OF status, username, name_zh, name_en ON "users" FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
-- Which ship-years the company rows lag behind: whoever changes the legs (the ledger write, a
-- script, psql), the per-ship month rows change, and their ship-years are noted here until
-- refreshMonthSummary rebuilds them (the ledger write does so in its own transaction).
CREATE FUNCTION "fleet_month_summary_note"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO fleet_month_summary_pending (ship_id, year)
    SELECT DISTINCT ship_id, extract(year FROM month)::int FROM new_rows
    ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO fleet_month_summary_pending (ship_id, year)
    SELECT DISTINCT ship_id, extract(year FROM month)::int FROM old_rows
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "stat_ship_months_summary_ins" AFTER INSERT ON "stat_ship_months" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleet_month_summary_note();
--> statement-breakpoint
CREATE TRIGGER "stat_ship_months_summary_upd" AFTER UPDATE ON "stat_ship_months" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleet_month_summary_note();
--> statement-breakpoint
CREATE TRIGGER "stat_ship_months_summary_del" AFTER DELETE ON "stat_ship_months" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fleet_month_summary_note();
