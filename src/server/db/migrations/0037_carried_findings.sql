-- A non-conformity or improvement carried to the ship's next report is closed there by the verifier;
-- the finding names the report it was closed on (the close event keeps who, when and why).
ALTER TABLE "report_findings" ADD COLUMN "closed_in_report_id" integer;--> statement-breakpoint
ALTER TABLE "report_findings" ADD CONSTRAINT "report_findings_closed_in_report_id_reports_id_fk" FOREIGN KEY ("closed_in_report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;