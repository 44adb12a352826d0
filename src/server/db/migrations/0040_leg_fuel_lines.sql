-- The voyage page and the legs reads answered each leg with its fuel lines through a subquery per
-- leg: on the fleet database a third of the page's execution (72 legs: 0.93 ms with the subqueries,
-- 0.63 ms reading a copy on the leg). The copy is kept by statement triggers on the fuel lines, so
-- every writer (the ledger writer, uploads, fixtures, the bench's SQL) keeps it without knowing of
-- it; the app never writes it.
ALTER TABLE "voyage_legs" ADD COLUMN "fuel_lines" json;--> statement-breakpoint
-- The lines of the given legs, as the reads take them: [code, at sea, in port, ice, rescue] by code.
CREATE FUNCTION "leg_fuel_lines_refresh"(ids int[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE voyage_legs l
     SET fuel_lines = (
       SELECT json_agg(json_build_array(f.fuel_code, f.at_sea_t, f.in_port_t, f.ice_t, f.rescue_t)
                       ORDER BY f.fuel_code)
         FROM voyage_leg_fuels f WHERE f.leg_id = l.id)
   WHERE l.id = any(ids)
$$;
--> statement-breakpoint
-- A line whose leg is gone (the legs' delete cascades) leaves nothing to update.
CREATE FUNCTION "leg_fuel_lines_from_fuels"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM leg_fuel_lines_refresh(array(SELECT DISTINCT leg_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM leg_fuel_lines_refresh(array(SELECT DISTINCT leg_id FROM old_rows));
  ELSE
    PERFORM leg_fuel_lines_refresh(array(SELECT leg_id FROM new_rows UNION SELECT leg_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "voyage_leg_fuels_lines_ins" AFTER INSERT ON "voyage_leg_fuels" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION leg_fuel_lines_from_fuels();
--> statement-breakpoint
CREATE TRIGGER "voyage_leg_fuels_lines_upd" AFTER UPDATE ON "voyage_leg_fuels" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION leg_fuel_lines_from_fuels();
--> statement-breakpoint
CREATE TRIGGER "voyage_leg_fuels_lines_del" AFTER DELETE ON "voyage_leg_fuels" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION leg_fuel_lines_from_fuels();
--> statement-breakpoint
-- The month rows follow the legs (0031); a leg whose only change is this copy changed no month
-- (the fuel lines' own trigger rebuilt them), so the legs' update trigger leaves such rows out.
CREATE OR REPLACE FUNCTION "stat_months_from_legs"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ss integer[]; sd timestamptz[]; sa timestamptz[]; ws integer[]; wd timestamptz[]; changed integer[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(n.id) INTO changed FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE to_jsonb(n) - 'fuel_lines' IS DISTINCT FROM to_jsonb(o) - 'fuel_lines';
    IF changed IS NULL THEN RETURN NULL; END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT array_agg(ship_id), array_agg(departure_at), array_agg(arrival_at) INTO ss, sd, sa
      FROM new_rows WHERE kind = 'imo' AND (changed IS NULL OR id = any(changed));
    SELECT array_agg(ship_id), array_agg(dep) INTO ws, wd FROM (
      SELECT ship_id, min(departure_at) AS dep FROM new_rows
       WHERE kind = 'imo' AND (changed IS NULL OR id = any(changed)) GROUP BY ship_id) x;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT coalesce(ss, '{}') || array_agg(ship_id), coalesce(sd, '{}') || array_agg(departure_at),
           coalesce(sa, '{}') || array_agg(arrival_at) INTO ss, sd, sa
      FROM old_rows WHERE kind = 'imo' AND (changed IS NULL OR id = any(changed));
  END IF;
  IF ss IS NOT NULL THEN PERFORM stat_months_refresh(ss, sd, sa, ws, wd); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE voyage_legs l
   SET fuel_lines = (
     SELECT json_agg(json_build_array(f.fuel_code, f.at_sea_t, f.in_port_t, f.ice_t, f.rescue_t)
                     ORDER BY f.fuel_code)
       FROM voyage_leg_fuels f WHERE f.leg_id = l.id)
 WHERE EXISTS (SELECT 1 FROM voyage_leg_fuels f WHERE f.leg_id = l.id);
