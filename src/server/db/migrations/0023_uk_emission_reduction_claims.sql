CREATE TABLE "uk_emission_reduction_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"ship_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"kind" text NOT NULL,
	"amount_t" double precision NOT NULL,
	"batch_no" text,
	"remark" text,
	"evidence_file_id" text,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uk_emission_reduction_claims" ADD CONSTRAINT "uk_emission_reduction_claims_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uk_emission_reduction_claims" ADD CONSTRAINT "uk_emission_reduction_claims_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uk_emission_reduction_claims" ADD CONSTRAINT "uk_emission_reduction_claims_evidence_file_id_files_id_fk" FOREIGN KEY ("evidence_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uk_emission_reduction_claims" ADD CONSTRAINT "uk_emission_reduction_claims_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uk_erc_company_year_idx" ON "uk_emission_reduction_claims" USING btree ("company_id","year");--> statement-breakpoint
CREATE INDEX "uk_erc_ship_idx" ON "uk_emission_reduction_claims" USING btree ("ship_id");