CREATE TABLE "verification_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial" text NOT NULL,
	"report_id" integer NOT NULL,
	"opinion_id" integer NOT NULL,
	"regime" text NOT NULL,
	"kind" text NOT NULL,
	"ship_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"figures_hash" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "report_verifications" ADD COLUMN "team" text;--> statement-breakpoint
ALTER TABLE "report_verifications" ADD COLUMN "site_visit" text;--> statement-breakpoint
ALTER TABLE "verification_certificates" ADD CONSTRAINT "verification_certificates_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_certificates" ADD CONSTRAINT "verification_certificates_opinion_id_report_verifications_id_fk" FOREIGN KEY ("opinion_id") REFERENCES "public"."report_verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_certificates" ADD CONSTRAINT "verification_certificates_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "verification_certificates_serial_idx" ON "verification_certificates" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_certificates_opinion_idx" ON "verification_certificates" USING btree ("opinion_id");--> statement-breakpoint
CREATE INDEX "verification_certificates_report_idx" ON "verification_certificates" USING btree ("report_id");