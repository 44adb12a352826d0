CREATE TABLE "verifier_accreditations" (
	"id" serial PRIMARY KEY NOT NULL,
	"verifier_id" integer NOT NULL,
	"regime" text NOT NULL,
	"body" text NOT NULL,
	"number" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone NOT NULL,
	"ended_by" integer,
	"ended_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verifier_appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ship_id" integer NOT NULL,
	"regime" text NOT NULL,
	"verifier_id" integer NOT NULL,
	"appointed_by" integer,
	"appointed_at" timestamp with time zone NOT NULL,
	"ended_by" integer,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "verifier_accreditations" ADD CONSTRAINT "verifier_accreditations_verifier_id_users_id_fk" FOREIGN KEY ("verifier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifier_accreditations" ADD CONSTRAINT "verifier_accreditations_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifier_accreditations" ADD CONSTRAINT "verifier_accreditations_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifier_appointments" ADD CONSTRAINT "verifier_appointments_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifier_appointments" ADD CONSTRAINT "verifier_appointments_verifier_id_users_id_fk" FOREIGN KEY ("verifier_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifier_appointments" ADD CONSTRAINT "verifier_appointments_appointed_by_users_id_fk" FOREIGN KEY ("appointed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifier_appointments" ADD CONSTRAINT "verifier_appointments_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verifier_accreditations_verifier_idx" ON "verifier_accreditations" USING btree ("verifier_id","regime");--> statement-breakpoint
CREATE UNIQUE INDEX "verifier_appointments_current_idx" ON "verifier_appointments" USING btree ("ship_id","regime") WHERE "verifier_appointments"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "verifier_appointments_verifier_idx" ON "verifier_appointments" USING btree ("verifier_id") WHERE "verifier_appointments"."ended_at" is null;--> statement-breakpoint
-- The verification folder and its pages (verifier inbox, appointments, accreditations) for databases
-- seeded before they existed; on an empty database the menus table is still empty here and the seed
-- inserts them from functionTree.ts, so nothing is inserted.
INSERT INTO "menus" ("code", "parent_id", "title_zh", "title_en", "icon", "menu_type", "order_num")
SELECT 'verification', 0, '核查', 'Verification', 'checklist', 1,
	(SELECT coalesce(max(c.order_num), 0) + 10 FROM "menus" c WHERE c.parent_id = 0)
WHERE EXISTS (SELECT 1 FROM "menus") AND NOT EXISTS (SELECT 1 FROM "menus" WHERE code = 'verification');
--> statement-breakpoint
INSERT INTO "menus" ("code", "parent_id", "url", "title_zh", "title_en", "menu_type", "perms", "order_num")
SELECT pg.code, p.id, pg.url, pg.zh, pg.en, 2, pg.code || ':list', pg.ord
FROM "menus" p,
	(VALUES ('verification:inbox', '/verification/inbox', '核查任务', 'Verifier inbox', 10),
		('verification:appointments', '/verification/appointments', '核查方指定', 'Verifier appointments', 20),
		('verification:accreditations', '/verification/accreditations', '核查方资质', 'Verifier accreditations', 30)
	) AS pg(code, url, zh, en, ord)
WHERE p.code = 'verification' AND NOT EXISTS (SELECT 1 FROM "menus" m WHERE m.code = pg.code);
--> statement-breakpoint
INSERT INTO "menus" ("code", "parent_id", "title_zh", "title_en", "menu_type", "perms", "order_num")
SELECT b.code, p.id, b.zh, b.en, 3, b.code, b.ord
FROM "menus" p,
	(VALUES ('verification:appointments', 'verification:appointments:edit', '指定/更换', 'Appoint / change', 10),
		('verification:accreditations', 'verification:accreditations:add', '登记', 'Record', 10),
		('verification:accreditations', 'verification:accreditations:delete', '终止', 'End', 20)
	) AS b(page, code, zh, en, ord)
WHERE p.code = b.page AND NOT EXISTS (SELECT 1 FROM "menus" m WHERE m.code = b.code);
--> statement-breakpoint
-- The seeded roles' first grants, as roles.ts gives them on an empty database: the company user
-- appoints, the class-society staff read their inbox. Administrators hold every function.
INSERT INTO "role_menus" ("role_id", "menu_id")
SELECT r.id, m.id
FROM "roles" r JOIN "menus" m ON
	(r.code = 'company_user' AND m.code IN ('verification', 'verification:appointments', 'verification:appointments:edit'))
	OR (r.code = 'class_society' AND m.code IN ('verification', 'verification:inbox'))
ON CONFLICT DO NOTHING;
