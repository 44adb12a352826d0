CREATE TABLE "report_finding_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"finding_id" integer NOT NULL,
	"event" text NOT NULL,
	"actor_id" integer,
	"role" text NOT NULL,
	"comment" text,
	"after" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_findings" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"figure_key" text,
	"amount" double precision,
	"unit" text,
	"rule" text,
	"refs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"corrected" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"answer_reason" text,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_sample_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"seed" text NOT NULL,
	"ref_code" text NOT NULL,
	"note" text,
	"attachment_id" integer,
	"checked_by" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"opinion_version" integer NOT NULL,
	"outcome" text NOT NULL,
	"statement" text,
	"materiality" jsonb NOT NULL,
	"verifier_id" integer,
	"at" timestamp with time zone NOT NULL,
	"reset_at" timestamp with time zone,
	"reset_by" text
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "opinion" text;--> statement-breakpoint
ALTER TABLE "report_finding_events" ADD CONSTRAINT "report_finding_events_finding_id_report_findings_id_fk" FOREIGN KEY ("finding_id") REFERENCES "public"."report_findings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_finding_events" ADD CONSTRAINT "report_finding_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_findings" ADD CONSTRAINT "report_findings_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_findings" ADD CONSTRAINT "report_findings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_sample_checks" ADD CONSTRAINT "report_sample_checks_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_sample_checks" ADD CONSTRAINT "report_sample_checks_attachment_id_report_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."report_attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_sample_checks" ADD CONSTRAINT "report_sample_checks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_verifications" ADD CONSTRAINT "report_verifications_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_verifications" ADD CONSTRAINT "report_verifications_verifier_id_users_id_fk" FOREIGN KEY ("verifier_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_finding_events_finding_idx" ON "report_finding_events" USING btree ("finding_id");--> statement-breakpoint
CREATE INDEX "report_findings_report_idx" ON "report_findings" USING btree ("report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_sample_checks_ref_idx" ON "report_sample_checks" USING btree ("report_id","seed","ref_code");--> statement-breakpoint
CREATE UNIQUE INDEX "report_verifications_version_idx" ON "report_verifications" USING btree ("report_id","opinion_version");