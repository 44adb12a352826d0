-- Counts the dashboard reads instead of counting the ledger and every stored CII part per call
-- (docs/benchmarks.md): the unlocked voyages per ship, and per ship and year the rating, the
-- year-to-date mark and the at-risk flag of the CII tile. Statement triggers with transition tables
-- keep them in the writing transaction, so a count is never older than the rows it counts. They
-- are per ship, not per company: a per-company row would be one counter every ledger write of the
-- company's ships updates, and those writes would queue on its lock until each commits.
CREATE TABLE "ship_cii_years" (
	"ship_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"rating" text,
	"year_to_date" boolean NOT NULL,
	"at_risk" boolean NOT NULL,
	CONSTRAINT "ship_cii_years_ship_id_year_pk" PRIMARY KEY("ship_id","year")
);
--> statement-breakpoint
CREATE TABLE "ship_dashboard_counts" (
	"ship_id" integer PRIMARY KEY NOT NULL,
	"unlocked_voyages" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ship_cii_years" ADD CONSTRAINT "ship_cii_years_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_dashboard_counts" ADD CONSTRAINT "ship_dashboard_counts_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Adds per-ship deltas of unlocked voyages; ships already gone (a cascade in progress) are skipped.
CREATE FUNCTION "dashboard_add_unlocked"(ids int[], deltas int[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO ship_dashboard_counts AS c (ship_id, unlocked_voyages)
  SELECT d.ship_id, d.n
    FROM unnest(ids, deltas) d(ship_id, n) JOIN ships s ON s.id = d.ship_id
   WHERE d.n <> 0
   ORDER BY d.ship_id
  ON CONFLICT (ship_id) DO UPDATE SET unlocked_voyages = c.unlocked_voyages + excluded.unlocked_voyages
$$;
--> statement-breakpoint
-- One function for the three events; each branch reads only the transition tables its event has.
CREATE FUNCTION "dashboard_voyage_counts"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE ids int[]; deltas int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(ship_id), array_agg(n) INTO ids, deltas FROM (
      SELECT ship_id, count(*)::int n FROM new_voyages WHERE status = 'unlocked' GROUP BY ship_id) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(ship_id), array_agg(n) INTO ids, deltas FROM (
      SELECT ship_id, -count(*)::int n FROM old_voyages WHERE status = 'unlocked' GROUP BY ship_id) d;
  ELSE
    SELECT array_agg(ship_id), array_agg(n) INTO ids, deltas FROM (
      SELECT ship_id, sum(n)::int n FROM (
        SELECT ship_id, 1 n FROM new_voyages WHERE status = 'unlocked'
        UNION ALL
        SELECT ship_id, -1 n FROM old_voyages WHERE status = 'unlocked') x
      GROUP BY ship_id HAVING sum(n) <> 0) d;
  END IF;
  IF ids IS NOT NULL THEN PERFORM dashboard_add_unlocked(ids, deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "voyages_dashboard_ins" AFTER INSERT ON "voyages"
  REFERENCING NEW TABLE AS new_voyages FOR EACH STATEMENT EXECUTE FUNCTION dashboard_voyage_counts();
--> statement-breakpoint
CREATE TRIGGER "voyages_dashboard_upd" AFTER UPDATE ON "voyages"
  REFERENCING OLD TABLE AS old_voyages NEW TABLE AS new_voyages
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_voyage_counts();
--> statement-breakpoint
CREATE TRIGGER "voyages_dashboard_del" AFTER DELETE ON "voyages"
  REFERENCING OLD TABLE AS old_voyages FOR EACH STATEMENT EXECUTE FUNCTION dashboard_voyage_counts();
--> statement-breakpoint
-- Rebuilds the CII rows of the given ships from their stored parts, by the domain's rules
-- (src/domain/cii/fleet.ts): the year's rating is the rated part with the latest start; a year
-- with a `yearToDate` part is still running and left out of the risk; a year is at risk when the
-- latest complete rated year up to it is E, or D after a complete D year. Years before 2023 (the
-- first CII year, CII_SCOPE.firstYear) are not read, as the fleet view reads none.
CREATE FUNCTION "dashboard_cii_years_of"(ids int[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ship_cii_years WHERE ship_id = any(ids);
  INSERT INTO ship_cii_years (ship_id, year, rating, year_to_date, at_risk)
  SELECT r.ship_id, r.year,
         (array_agg(r.rating ORDER BY r.period_start DESC) FILTER (WHERE r.rating IS NOT NULL))[1],
         bool_or(r.source = 'yearToDate'), false
    FROM cii_ratings r JOIN ships s ON s.id = r.ship_id
   WHERE r.ship_id = any(ids) AND r.year >= 2023
   GROUP BY r.ship_id, r.year
   ORDER BY r.ship_id, r.year;
  UPDATE ship_cii_years c SET at_risk = true
   WHERE c.ship_id = any(ids)
     AND (SELECT l.rating = 'E' OR (l.rating = 'D' AND EXISTS (
                   SELECT 1 FROM ship_cii_years p
                    WHERE p.ship_id = l.ship_id AND p.year = l.year - 1
                      AND NOT p.year_to_date AND p.rating = 'D'))
            FROM ship_cii_years l
           WHERE l.ship_id = c.ship_id AND l.year <= c.year
             AND NOT l.year_to_date AND l.rating IS NOT NULL
           ORDER BY l.year DESC LIMIT 1);
END $$;
--> statement-breakpoint
CREATE FUNCTION "dashboard_cii_ratings"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE ids int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT ship_id) INTO ids FROM new_ratings;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT ship_id) INTO ids FROM old_ratings;
  ELSE
    SELECT array_agg(DISTINCT ship_id) INTO ids FROM (
      SELECT ship_id FROM new_ratings UNION SELECT ship_id FROM old_ratings) x;
  END IF;
  IF ids IS NOT NULL THEN PERFORM dashboard_cii_years_of(ids); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cii_ratings_dashboard_ins" AFTER INSERT ON "cii_ratings"
  REFERENCING NEW TABLE AS new_ratings FOR EACH STATEMENT EXECUTE FUNCTION dashboard_cii_ratings();
--> statement-breakpoint
CREATE TRIGGER "cii_ratings_dashboard_upd" AFTER UPDATE ON "cii_ratings"
  REFERENCING OLD TABLE AS old_ratings NEW TABLE AS new_ratings
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_cii_ratings();
--> statement-breakpoint
CREATE TRIGGER "cii_ratings_dashboard_del" AFTER DELETE ON "cii_ratings"
  REFERENCING OLD TABLE AS old_ratings FOR EACH STATEMENT EXECUTE FUNCTION dashboard_cii_ratings();
--> statement-breakpoint
-- A truncation empties what it counted.
CREATE FUNCTION "dashboard_truncated"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'voyages' THEN DELETE FROM ship_dashboard_counts;
  ELSE DELETE FROM ship_cii_years; END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "voyages_dashboard_trunc" AFTER TRUNCATE ON "voyages"
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_truncated();
--> statement-breakpoint
CREATE TRIGGER "cii_ratings_dashboard_trunc" AFTER TRUNCATE ON "cii_ratings"
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_truncated();
--> statement-breakpoint
-- The counts of the rows already there.
INSERT INTO ship_dashboard_counts (ship_id, unlocked_voyages)
SELECT ship_id, count(*)::int FROM voyages WHERE status = 'unlocked' GROUP BY ship_id;
--> statement-breakpoint
SELECT dashboard_cii_years_of(array(SELECT DISTINCT ship_id FROM cii_ratings));
--> statement-breakpoint
-- The tile's cached answer is keyed by the `cii` revision (0028). The rebuild above runs inside a
-- `cii_ratings` statement that bumps it once already; a write made to these rows directly (psql)
-- bumps it too, so no cached tile outlives a change of what it counted.
CREATE TRIGGER "ship_cii_years_cii_rev" AFTER INSERT OR UPDATE OR DELETE ON "ship_cii_years"
  FOR EACH STATEMENT WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION bump_cache_rev('cii');
--> statement-breakpoint
CREATE TRIGGER "ship_cii_years_cii_rev_trunc" AFTER TRUNCATE ON "ship_cii_years"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_rev('cii');
