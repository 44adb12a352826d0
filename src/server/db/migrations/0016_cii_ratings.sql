CREATE TABLE "cii_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"ship_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"split_by" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ship_type" text,
	"dwt" double precision,
	"gt" double precision,
	"capacity" double precision,
	"capacity_ref" double precision,
	"distance_nm" double precision,
	"fuel_t" jsonb,
	"co2_t" double precision,
	"attained" double precision,
	"reference" double precision,
	"required" double precision,
	"reduction_factor" double precision,
	"boundaries" jsonb,
	"ratio" double precision,
	"rating" text,
	"adjust_type" text,
	"correction_factor" double precision,
	"uncorrected" jsonb,
	"param_version" text NOT NULL,
	"reason" jsonb,
	"source" text NOT NULL,
	"report_id" integer,
	"fingerprint" text NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cii_action_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"ship_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"target" text NOT NULL,
	"target_rating" text,
	"status" text DEFAULT 'planned' NOT NULL,
	"owner" text NOT NULL,
	"due_date" date NOT NULL,
	"note" text,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cii_ratings" ADD CONSTRAINT "cii_ratings_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cii_ratings" ADD CONSTRAINT "cii_ratings_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cii_action_plans" ADD CONSTRAINT "cii_action_plans_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cii_action_plans" ADD CONSTRAINT "cii_action_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cii_ratings_ship_period_idx" ON "cii_ratings" USING btree ("ship_id","period_start","period_end");--> statement-breakpoint
CREATE INDEX "cii_ratings_year_idx" ON "cii_ratings" USING btree ("year","ship_id");--> statement-breakpoint
CREATE INDEX "cii_action_plans_ship_idx" ON "cii_action_plans" USING btree ("ship_id","year");
