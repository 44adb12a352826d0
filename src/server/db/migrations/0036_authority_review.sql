-- The authority reviews a confirmed report (accept, or ask the company for amendments): its role is no
-- longer read-only, and its only writes are the report pages' confirm buttons (seed/roles.ts gives
-- the same on an empty database). It reads the reports of every regime, for the ships mapped to it.
-- On an empty database the roles do not exist yet and these statements change nothing.
UPDATE "roles" SET "read_only" = false WHERE "code" = 'authority';--> statement-breakpoint
INSERT INTO "role_menus" ("role_id", "menu_id")
	SELECT r."id", m."id" FROM "roles" r, "menus" m
	WHERE r."code" = 'authority'
		AND m."code" IN (
			'mrv', 'mrv:dcs', 'mrv:eu', 'mrv:fueleu', 'mrv:uk', 'mrv:cmsa',
			'mrv:dcs:export', 'mrv:eu:export', 'mrv:fueleu:export', 'mrv:uk:export', 'mrv:cmsa:export',
			'mrv:dcs:confirm', 'mrv:eu:confirm', 'mrv:fueleu:confirm', 'mrv:uk:confirm', 'mrv:cmsa:confirm'
		)
	ON CONFLICT DO NOTHING;
