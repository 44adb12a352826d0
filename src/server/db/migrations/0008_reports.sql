CREATE TABLE "report_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"regime" text NOT NULL,
	"year" smallint NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"figures" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"param_version" text NOT NULL,
	"fingerprint" text NOT NULL,
	"generated_by" integer,
	"generated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"regime" text NOT NULL,
	"ship_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"year" smallint NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"report_version" integer DEFAULT 1 NOT NULL,
	"reference_code" text NOT NULL,
	"supersedes_id" integer,
	"figure_set_id" integer,
	"corrections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"flag" text,
	"company_name" text,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_versions" ADD CONSTRAINT "report_versions_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_versions" ADD CONSTRAINT "report_versions_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_supersedes_id_reports_id_fk" FOREIGN KEY ("supersedes_id") REFERENCES "public"."reports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_versions_report_seq_idx" ON "report_versions" USING btree ("report_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_live_period_idx" ON "reports" USING btree ("regime","ship_id","period_start","period_end") WHERE "reports"."status" not in ('superseded', 'cancelled');--> statement-breakpoint
CREATE INDEX "reports_ship_year_idx" ON "reports" USING btree ("ship_id","year");--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status","regime");--> statement-breakpoint
-- Class-society staff verify reports: the role is no longer read-only, and databases
-- seeded before get the confirm buttons of the report pages (its only writes; see seed/roles.ts).
-- On an empty database the roles do not exist yet and the seed grants the same.
UPDATE "roles" SET "read_only" = false WHERE "code" = 'class_society';--> statement-breakpoint
INSERT INTO "role_menus" ("role_id", "menu_id")
	SELECT r."id", m."id" FROM "roles" r, "menus" m
	WHERE r."code" = 'class_society'
		AND m."code" IN ('mrv:dcs:confirm', 'mrv:eu:confirm', 'mrv:fueleu:confirm', 'mrv:uk:confirm', 'mrv:cmsa:confirm')
	ON CONFLICT DO NOTHING;
