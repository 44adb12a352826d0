CREATE TABLE "stat_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"ship_id" integer,
	"company_id" integer,
	"year" smallint NOT NULL,
	"indicator" text NOT NULL,
	"value" double precision NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stat_targets_one_subject" CHECK (("stat_targets"."ship_id" is null) <> ("stat_targets"."company_id" is null))
);
--> statement-breakpoint
ALTER TABLE "stat_targets" ADD CONSTRAINT "stat_targets_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_targets" ADD CONSTRAINT "stat_targets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stat_targets_ship_idx" ON "stat_targets" USING btree ("ship_id","year","indicator");--> statement-breakpoint
CREATE UNIQUE INDEX "stat_targets_company_idx" ON "stat_targets" USING btree ("company_id","year","indicator");--> statement-breakpoint
-- The statistics answers are kept by the read cache (routes/statistics) under their own revision:
-- ledger writes rebuild legs far more often than anyone edits reference data, so they bump this
-- one and leave the dictionaries' and ship lists' cached answers alone.
INSERT INTO "cache_revs" ("name", "rev") VALUES ('statistics', 0);
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['voyage_legs', 'voyage_leg_fuels', 'voyages', 'stat_targets'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_rev(%L)',
      t || '_stats_rev', t, 'statistics');
  END LOOP;
END $$;
--> statement-breakpoint
-- The targets' Edit buttons (statistics:shipTarget:edit, statistics:companyTarget:edit) for databases
-- seeded before them; on an empty database the seed inserts them from functionTree.ts. Roles that
-- may write and already hold the indicator page get the button, as the seed's 'statistics:*' gives it.
INSERT INTO "menus" ("code", "parent_id", "title_zh", "title_en", "menu_type", "perms", "order_num")
SELECT p.code || ':edit', p.id, '编辑', 'Edit', 3, p.code || ':edit', 5
FROM "menus" p
WHERE p.code IN ('statistics:shipTarget', 'statistics:companyTarget')
	AND NOT EXISTS (SELECT 1 FROM "menus" m WHERE m.code = p.code || ':edit');
--> statement-breakpoint
INSERT INTO "role_menus" ("role_id", "menu_id")
SELECT rm.role_id, b.id
FROM "role_menus" rm
	JOIN "menus" p ON p.id = rm.menu_id AND p.code IN ('statistics:shipTarget', 'statistics:companyTarget')
	JOIN "roles" r ON r.id = rm.role_id AND NOT r.read_only
	JOIN "menus" b ON b.code = p.code || ':edit'
WHERE NOT EXISTS (SELECT 1 FROM "role_menus" x WHERE x.role_id = rm.role_id AND x.menu_id = b.id);
