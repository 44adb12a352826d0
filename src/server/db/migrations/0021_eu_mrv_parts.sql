CREATE TABLE "eu_mrv_report_parts" (
	"report_id" integer PRIMARY KEY NOT NULL,
	"verifier" jsonb,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "eu_mrv_report_parts" ADD CONSTRAINT "eu_mrv_report_parts_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eu_mrv_report_parts" ADD CONSTRAINT "eu_mrv_report_parts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
