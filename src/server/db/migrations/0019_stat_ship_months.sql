-- Per-ship per-month sums of the IMO legs (docs/statistics.md §3a): the
-- statistics and analysis aggregations read these rows instead of scanning every leg, so a
-- company's 3 years read ships × 36 rows. Only additive quantities are kept; what depends on the
-- ship (DWT, TEU capacity, reference speed) is multiplied in at read time, which is exact because
-- a ship's value is the same for all of its legs (Σ dwt × d = dwt × Σ d), and lets a ship's edit
-- need no rebuild. Kept current by the triggers below, inside the writing transaction.
CREATE TABLE "stat_ship_months" (
	"ship_id" integer NOT NULL,
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
	"timed_distance_nm" double precision NOT NULL,
	"speed_distance" double precision NOT NULL,
	CONSTRAINT "stat_ship_months_pk" PRIMARY KEY ("ship_id", "month")
);
--> statement-breakpoint
ALTER TABLE "stat_ship_months" ADD CONSTRAINT "stat_ship_months_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stat_ship_months_month_idx" ON "stat_ship_months" USING btree ("month");--> statement-breakpoint
CREATE TABLE "stat_ship_month_fuels" (
	"ship_id" integer NOT NULL,
	"month" date NOT NULL,
	"fuel_code" text NOT NULL,
	"at_sea_t" double precision NOT NULL,
	"in_port_t" double precision NOT NULL,
	CONSTRAINT "stat_ship_month_fuels_pk" PRIMARY KEY ("ship_id", "month", "fuel_code")
);
--> statement-breakpoint
ALTER TABLE "stat_ship_month_fuels" ADD CONSTRAINT "stat_ship_month_fuels_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Rebuilds the given (ship, month) pairs from the legs (the pairs distinct). Rebuilding a month
-- from its legs, rather than adding deltas, keeps the rows exactly what a leg scan gives whatever
-- the write did (insert, update of any column, delete, cascade).
CREATE FUNCTION "stat_refresh_ship_months"(ks integer[], km date[]) RETURNS void LANGUAGE sql AS $$
  delete from stat_ship_month_fuels f using unnest(ks, km) k(ship_id, month)
   where f.ship_id = k.ship_id and f.month = k.month;
  delete from stat_ship_months m using unnest(ks, km) k(ship_id, month)
   where m.ship_id = k.ship_id and m.month = k.month;
  insert into stat_ship_months (ship_id, month, legs, first_departure, distance_nm, ballast_distance_nm,
         hours_underway, cargo_t, transport_work_tnm, teu, teu_nm, teu_laden_nm, timed_distance_nm, speed_distance)
  select k.ship_id, k.month, count(*)::int, min(l.departure_at), sum(l.distance_nm), sum(l.ballast_distance_nm),
         sum(l.hours_underway), sum(l.cargo_t), sum(l.transport_work_tnm), sum(l.teu), sum(l.teu * l.distance_nm),
         sum(l.teu_laden * l.distance_nm),
         sum(case when l.hours_underway > 0 then l.distance_nm else 0 end),
         sum(case when l.hours_underway > 0 then l.distance_nm * l.distance_nm / l.hours_underway else 0 end)
    from unnest(ks, km) k(ship_id, month)
    join voyage_legs l on l.ship_id = k.ship_id and l.kind = 'imo'
     and l.departure_at >= (k.month::timestamp at time zone 'UTC')
     and l.departure_at < ((k.month + interval '1 month') at time zone 'UTC')
   group by k.ship_id, k.month
  on conflict (ship_id, month) do update set legs = excluded.legs, first_departure = excluded.first_departure,
     distance_nm = excluded.distance_nm, ballast_distance_nm = excluded.ballast_distance_nm,
     hours_underway = excluded.hours_underway, cargo_t = excluded.cargo_t,
     transport_work_tnm = excluded.transport_work_tnm, teu = excluded.teu, teu_nm = excluded.teu_nm,
     teu_laden_nm = excluded.teu_laden_nm, timed_distance_nm = excluded.timed_distance_nm,
     speed_distance = excluded.speed_distance;
  insert into stat_ship_month_fuels (ship_id, month, fuel_code, at_sea_t, in_port_t)
  select k.ship_id, k.month, lf.fuel_code, sum(lf.at_sea_t), sum(lf.in_port_t)
    from unnest(ks, km) k(ship_id, month)
    join voyage_legs l on l.ship_id = k.ship_id and l.kind = 'imo'
     and l.departure_at >= (k.month::timestamp at time zone 'UTC')
     and l.departure_at < ((k.month + interval '1 month') at time zone 'UTC')
    join voyage_leg_fuels lf on lf.leg_id = l.id
   group by k.ship_id, k.month, lf.fuel_code
  on conflict (ship_id, month, fuel_code) do update set at_sea_t = excluded.at_sea_t, in_port_t = excluded.in_port_t;
$$;
--> statement-breakpoint
-- Statement triggers with transition tables: one rebuild per written (ship, month), however many
-- rows the statement wrote. Separate triggers per event (a transition table needs a single event).
CREATE FUNCTION "stat_months_from_legs"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ks integer[]; km date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(ship_id), array_agg(month) INTO ks, km FROM (
      SELECT DISTINCT ship_id, date_trunc('month', departure_at at time zone 'UTC')::date AS month
        FROM new_rows WHERE kind = 'imo') x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(ship_id), array_agg(month) INTO ks, km FROM (
      SELECT DISTINCT ship_id, date_trunc('month', departure_at at time zone 'UTC')::date AS month
        FROM old_rows WHERE kind = 'imo') x;
  ELSE
    SELECT array_agg(ship_id), array_agg(month) INTO ks, km FROM (
      SELECT ship_id, date_trunc('month', departure_at at time zone 'UTC')::date AS month FROM new_rows WHERE kind = 'imo'
      UNION
      SELECT ship_id, date_trunc('month', departure_at at time zone 'UTC')::date FROM old_rows WHERE kind = 'imo') x;
  END IF;
  IF ks IS NOT NULL THEN PERFORM stat_refresh_ship_months(ks, km); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "stat_months_from_leg_fuels"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ks integer[]; km date[];
BEGIN
  -- A fuel line whose leg is gone (a cascade) has nothing to rebuild: the leg's own trigger did it.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(ship_id), array_agg(month) INTO ks, km FROM (
      SELECT DISTINCT l.ship_id, date_trunc('month', l.departure_at at time zone 'UTC')::date AS month
        FROM new_rows f JOIN voyage_legs l ON l.id = f.leg_id WHERE l.kind = 'imo') x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(ship_id), array_agg(month) INTO ks, km FROM (
      SELECT DISTINCT l.ship_id, date_trunc('month', l.departure_at at time zone 'UTC')::date AS month
        FROM old_rows f JOIN voyage_legs l ON l.id = f.leg_id WHERE l.kind = 'imo') x;
  ELSE
    SELECT array_agg(ship_id), array_agg(month) INTO ks, km FROM (
      SELECT l.ship_id, date_trunc('month', l.departure_at at time zone 'UTC')::date AS month
        FROM (SELECT leg_id FROM new_rows UNION SELECT leg_id FROM old_rows) f
        JOIN voyage_legs l ON l.id = f.leg_id WHERE l.kind = 'imo'
      GROUP BY 1, 2) x;
  END IF;
  IF ks IS NOT NULL THEN PERFORM stat_refresh_ship_months(ks, km); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "voyage_legs_stat_months_ins" AFTER INSERT ON "voyage_legs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_months_from_legs();--> statement-breakpoint
CREATE TRIGGER "voyage_legs_stat_months_upd" AFTER UPDATE ON "voyage_legs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_months_from_legs();--> statement-breakpoint
CREATE TRIGGER "voyage_legs_stat_months_del" AFTER DELETE ON "voyage_legs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_months_from_legs();--> statement-breakpoint
CREATE TRIGGER "voyage_leg_fuels_stat_months_ins" AFTER INSERT ON "voyage_leg_fuels" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_months_from_leg_fuels();--> statement-breakpoint
CREATE TRIGGER "voyage_leg_fuels_stat_months_upd" AFTER UPDATE ON "voyage_leg_fuels" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_months_from_leg_fuels();--> statement-breakpoint
CREATE TRIGGER "voyage_leg_fuels_stat_months_del" AFTER DELETE ON "voyage_leg_fuels" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_months_from_leg_fuels();--> statement-breakpoint
-- Databases with legs already: build every month once.
SELECT stat_refresh_ship_months(array_agg(ship_id), array_agg(month)) FROM (
  SELECT DISTINCT ship_id, date_trunc('month', departure_at at time zone 'UTC')::date AS month
    FROM voyage_legs WHERE kind = 'imo') x;
