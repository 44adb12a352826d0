CREATE TABLE "cii_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ship_id" integer NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"begin_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"voyage_no" text,
	"episode_ref" text,
	"distance_nm" double precision DEFAULT 0 NOT NULL,
	"fuels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ice_class" text,
	"factor" double precision,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"evidence_file_id" text,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cii_adjustments" ADD CONSTRAINT "cii_adjustments_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cii_adjustments" ADD CONSTRAINT "cii_adjustments_evidence_file_id_files_id_fk" FOREIGN KEY ("evidence_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cii_adjustments" ADD CONSTRAINT "cii_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cii_adjustments_ship_begin_idx" ON "cii_adjustments" USING btree ("ship_id","begin_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cii_adjustments_episode_idx" ON "cii_adjustments" USING btree ("ship_id","episode_ref") WHERE "cii_adjustments"."episode_ref" is not null and "cii_adjustments"."status" <> 'cancelled';
