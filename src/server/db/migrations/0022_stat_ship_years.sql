-- Per-ship per-year sums of the IMO legs (docs/statistics.md §3b): the annual
-- statistics read ships × years rows instead of ships × months (a company's 3 years: 20,000 rows
-- instead of 240,000 on the bench fleet). The same additive columns as stat_ship_months; each year
-- is rebuilt from its months, inside the writing transaction, by the same refresh the month triggers
-- already call, so a year is always the sum of its months and a month the sum of its legs.
CREATE TABLE "stat_ship_years" (
	"ship_id" integer NOT NULL,
	"year" integer NOT NULL,
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
	CONSTRAINT "stat_ship_years_pk" PRIMARY KEY ("ship_id", "year")
);
--> statement-breakpoint
ALTER TABLE "stat_ship_years" ADD CONSTRAINT "stat_ship_years_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stat_ship_years_year_idx" ON "stat_ship_years" USING btree ("year");--> statement-breakpoint
CREATE TABLE "stat_ship_year_fuels" (
	"ship_id" integer NOT NULL,
	"year" integer NOT NULL,
	"fuel_code" text NOT NULL,
	"at_sea_t" double precision NOT NULL,
	"in_port_t" double precision NOT NULL,
	CONSTRAINT "stat_ship_year_fuels_pk" PRIMARY KEY ("ship_id", "year", "fuel_code")
);
--> statement-breakpoint
ALTER TABLE "stat_ship_year_fuels" ADD CONSTRAINT "stat_ship_year_fuels_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Rebuilds the given (ship, year) pairs from their months (the pairs distinct).
CREATE FUNCTION "stat_refresh_ship_years"(ks integer[], ky integer[]) RETURNS void LANGUAGE sql AS $$
  delete from stat_ship_year_fuels f using unnest(ks, ky) k(ship_id, year)
   where f.ship_id = k.ship_id and f.year = k.year;
  delete from stat_ship_years y using unnest(ks, ky) k(ship_id, year)
   where y.ship_id = k.ship_id and y.year = k.year;
  insert into stat_ship_years (ship_id, year, legs, first_departure, distance_nm, ballast_distance_nm,
         hours_underway, cargo_t, transport_work_tnm, teu, teu_nm, teu_laden_nm, timed_distance_nm, speed_distance)
  select k.ship_id, k.year, sum(m.legs)::int, min(m.first_departure), sum(m.distance_nm), sum(m.ballast_distance_nm),
         sum(m.hours_underway), sum(m.cargo_t), sum(m.transport_work_tnm), sum(m.teu), sum(m.teu_nm),
         sum(m.teu_laden_nm), sum(m.timed_distance_nm), sum(m.speed_distance)
    from unnest(ks, ky) k(ship_id, year)
    join stat_ship_months m on m.ship_id = k.ship_id
     and m.month >= make_date(k.year, 1, 1) and m.month < make_date(k.year + 1, 1, 1)
   group by k.ship_id, k.year;
  insert into stat_ship_year_fuels (ship_id, year, fuel_code, at_sea_t, in_port_t)
  select k.ship_id, k.year, mf.fuel_code, sum(mf.at_sea_t), sum(mf.in_port_t)
    from unnest(ks, ky) k(ship_id, year)
    join stat_ship_month_fuels mf on mf.ship_id = k.ship_id
     and mf.month >= make_date(k.year, 1, 1) and mf.month < make_date(k.year + 1, 1, 1)
   group by k.ship_id, k.year, mf.fuel_code;
$$;
--> statement-breakpoint
-- The month refresh of migration 0019, renamed; the name the triggers call now rebuilds the months
-- and then the years they fall in.
ALTER FUNCTION "stat_refresh_ship_months"(integer[], date[]) RENAME TO "stat_rebuild_ship_months";--> statement-breakpoint
CREATE FUNCTION "stat_refresh_ship_months"(ks integer[], km date[]) RETURNS void LANGUAGE sql AS $$
  select stat_rebuild_ship_months(ks, km);
  select stat_refresh_ship_years(array_agg(ship_id), array_agg(year)) from (
    select distinct k.ship_id, extract(year from k.month)::int as year from unnest(ks, km) k(ship_id, month)) x;
$$;
--> statement-breakpoint
-- Databases with months already: build every year once.
SELECT stat_refresh_ship_years(array_agg(ship_id), array_agg(year)) FROM (
  SELECT DISTINCT ship_id, extract(year from month)::int AS year FROM stat_ship_months) x
 HAVING count(*) > 0;
