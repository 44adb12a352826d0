-- The unlocked-voyages sum of the dashboard joined every ship of the caller's scope with its count
-- to read the three company links. A copy of the links on the count row lets the sum read the
-- counts table alone. The copy is set where a row is made (the voyage trigger, from `ships`) and
-- changed by a trigger on `ships` when a link changes; a ship without a row has no count to add.
ALTER TABLE "ship_dashboard_counts" ADD COLUMN "owner_company_id" integer;--> statement-breakpoint
ALTER TABLE "ship_dashboard_counts" ADD COLUMN "operator_company_id" integer;--> statement-breakpoint
ALTER TABLE "ship_dashboard_counts" ADD COLUMN "doc_company_id" integer;--> statement-breakpoint
UPDATE ship_dashboard_counts c
   SET owner_company_id = s.owner_company_id, operator_company_id = s.operator_company_id,
       doc_company_id = s.doc_company_id
  FROM ships s WHERE s.id = c.ship_id;
--> statement-breakpoint
CREATE INDEX "ship_dashboard_counts_owner_idx" ON "ship_dashboard_counts" USING btree ("owner_company_id");--> statement-breakpoint
CREATE INDEX "ship_dashboard_counts_operator_idx" ON "ship_dashboard_counts" USING btree ("operator_company_id");--> statement-breakpoint
CREATE INDEX "ship_dashboard_counts_doc_idx" ON "ship_dashboard_counts" USING btree ("doc_company_id");--> statement-breakpoint
-- As in 0032, and a new row takes the ship's links with it. An existing row keeps its links: the
-- ship trigger below keeps those.
CREATE OR REPLACE FUNCTION "dashboard_add_unlocked"(ids int[], deltas int[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO ship_dashboard_counts AS c
         (ship_id, unlocked_voyages, owner_company_id, operator_company_id, doc_company_id)
  SELECT d.ship_id, d.n, s.owner_company_id, s.operator_company_id, s.doc_company_id
    FROM unnest(ids, deltas) d(ship_id, n) JOIN ships s ON s.id = d.ship_id
   WHERE d.n <> 0
   ORDER BY d.ship_id
  ON CONFLICT (ship_id) DO UPDATE SET unlocked_voyages = c.unlocked_voyages + excluded.unlocked_voyages
$$;
--> statement-breakpoint
-- Copies changed links onto the count rows. An upsert, not an update: a voyage write running at
-- the same time may have read the old links for a row it is about to make; both then meet on the
-- row's key, and whichever comes second leaves the new links (the voyage side never changes them
-- on an existing row). A row made here for a ship without voyages counts 0.
CREATE FUNCTION "dashboard_ship_links"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ship_dashboard_counts AS c (ship_id, owner_company_id, operator_company_id, doc_company_id)
  SELECT n.id, n.owner_company_id, n.operator_company_id, n.doc_company_id
    FROM new_ships n JOIN old_ships o ON o.id = n.id
   WHERE (n.owner_company_id, n.operator_company_id, n.doc_company_id)
         IS DISTINCT FROM (o.owner_company_id, o.operator_company_id, o.doc_company_id)
   ORDER BY n.id
  ON CONFLICT (ship_id) DO UPDATE
     SET owner_company_id = excluded.owner_company_id,
         operator_company_id = excluded.operator_company_id,
         doc_company_id = excluded.doc_company_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every update statement of `ships` (a trigger with transition tables takes no column list); the
-- function writes only the ships whose links differ.
CREATE TRIGGER "ships_dashboard_links" AFTER UPDATE ON "ships" REFERENCING OLD TABLE AS old_ships NEW TABLE AS new_ships
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_ship_links();
