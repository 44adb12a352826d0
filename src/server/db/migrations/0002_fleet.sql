CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"customer_no" text,
	"imo_number" text NOT NULL,
	"types" text[] DEFAULT '{}'::text[] NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"parent_id" integer,
	"administration" text,
	"registered_address_zh" text DEFAULT '' NOT NULL,
	"registered_address_en" text DEFAULT '' NOT NULL,
	"office_address_zh" text DEFAULT '' NOT NULL,
	"office_address_en" text DEFAULT '' NOT NULL,
	"contact_person" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"business_scope" text DEFAULT '' NOT NULL,
	"business_routes" text DEFAULT '' NOT NULL,
	"certificate_no" text,
	"certificate_expiry" date,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "flag_doc_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"ship_id" integer NOT NULL,
	"change_type" text NOT NULL,
	"old_flag_code" text,
	"new_flag_code" text,
	"old_company_id" integer,
	"new_company_id" integer,
	"effective_date" timestamp with time zone NOT NULL,
	"applied" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ship_authorities" (
	"ship_id" integer NOT NULL,
	"authority_code" text NOT NULL,
	CONSTRAINT "ship_authorities_ship_id_authority_code_pk" PRIMARY KEY("ship_id","authority_code")
);
--> statement-breakpoint
CREATE TABLE "ship_equipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"ship_id" integer NOT NULL,
	"kind" text NOT NULL,
	"board_sn" text NOT NULL,
	"attrs" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ship_fuels" (
	"ship_id" integer NOT NULL,
	"fuel_code" text NOT NULL,
	"method" text NOT NULL,
	CONSTRAINT "ship_fuels_ship_id_fuel_code_pk" PRIMARY KEY("ship_id","fuel_code")
);
--> statement-breakpoint
CREATE TABLE "ship_tfc" (
	"id" serial PRIMARY KEY NOT NULL,
	"ship_id" integer NOT NULL,
	"speed" smallint NOT NULL,
	"me_daily" double precision NOT NULL,
	"ae_daily" double precision DEFAULT 0 NOT NULL,
	"boiler_daily" double precision DEFAULT 0 NOT NULL,
	"ship_daily" double precision NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ships" (
	"id" serial PRIMARY KEY NOT NULL,
	"imo" text,
	"registration_no" text,
	"ccs_no" text,
	"name_en" text NOT NULL,
	"name_zh" text,
	"ship_type_code" text NOT NULL,
	"sub_type_code" text,
	"other_type_text" text,
	"flag_code" text NOT NULL,
	"home_port_code" text NOT NULL,
	"class_code" text,
	"owner_company_id" integer,
	"operator_company_id" integer,
	"doc_company_id" integer,
	"builder_company_id" integer,
	"owner_address" text,
	"delivery_date" date,
	"contract_date" date,
	"last_dock_date" date,
	"gt" double precision NOT NULL,
	"nt" double precision NOT NULL,
	"dwt" double precision NOT NULL,
	"design_speed" double precision NOT NULL,
	"service_speed" double precision,
	"ice_class" text,
	"passengers" integer,
	"cars" integer,
	"teu" integer,
	"length_overall" double precision,
	"breadth" double precision,
	"depth" double precision,
	"lbp" double precision,
	"eedi_attained" double precision,
	"eedi_grade" text,
	"eexi" double precision,
	"eiv" double precision,
	"business_mode" text,
	"mrv_method" text,
	"scrubber" boolean DEFAULT false NOT NULL,
	"mrv_contact_title" text,
	"mrv_contact_name" text,
	"mrv_contact_post" text,
	"mrv_contact_phone" text,
	"mrv_contact_email" text,
	"photo_file_id" text,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ships_imo_unique" UNIQUE("imo"),
	CONSTRAINT "ships_registration_no_unique" UNIQUE("registration_no")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_parent_id_companies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flag_doc_changes" ADD CONSTRAINT "flag_doc_changes_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flag_doc_changes" ADD CONSTRAINT "flag_doc_changes_old_company_id_companies_id_fk" FOREIGN KEY ("old_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flag_doc_changes" ADD CONSTRAINT "flag_doc_changes_new_company_id_companies_id_fk" FOREIGN KEY ("new_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_authorities" ADD CONSTRAINT "ship_authorities_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_equipment" ADD CONSTRAINT "ship_equipment_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_fuels" ADD CONSTRAINT "ship_fuels_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_tfc" ADD CONSTRAINT "ship_tfc_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ships" ADD CONSTRAINT "ships_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ships" ADD CONSTRAINT "ships_operator_company_id_companies_id_fk" FOREIGN KEY ("operator_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ships" ADD CONSTRAINT "ships_doc_company_id_companies_id_fk" FOREIGN KEY ("doc_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ships" ADD CONSTRAINT "ships_builder_company_id_companies_id_fk" FOREIGN KEY ("builder_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ships" ADD CONSTRAINT "ships_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_parent_idx" ON "companies" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flag_doc_changes_when_idx" ON "flag_doc_changes" USING btree ("ship_id","change_type","effective_date");--> statement-breakpoint
CREATE INDEX "flag_doc_changes_pending_idx" ON "flag_doc_changes" USING btree ("effective_date") WHERE "flag_doc_changes"."applied" = false;--> statement-breakpoint
CREATE INDEX "ship_auth_code_idx" ON "ship_authorities" USING btree ("authority_code");--> statement-breakpoint
CREATE UNIQUE INDEX "ship_equipment_unit_idx" ON "ship_equipment" USING btree ("ship_id","kind","board_sn");--> statement-breakpoint
CREATE UNIQUE INDEX "ship_tfc_speed_idx" ON "ship_tfc" USING btree ("ship_id","speed");--> statement-breakpoint
CREATE INDEX "ships_owner_idx" ON "ships" USING btree ("owner_company_id");--> statement-breakpoint
CREATE INDEX "ships_operator_idx" ON "ships" USING btree ("operator_company_id");--> statement-breakpoint
CREATE INDEX "ships_doc_idx" ON "ships" USING btree ("doc_company_id");--> statement-breakpoint
CREATE INDEX "ships_type_idx" ON "ships" USING btree ("ship_type_code","sub_type_code");--> statement-breakpoint
CREATE INDEX "ships_name_idx" ON "ships" USING btree ("name_en");--> statement-breakpoint
-- Hand-written: foreign keys from the admin tables onto the fleet (admin.ts notes they arrive here).
-- RESTRICT on companies so a company still linked to users is refused, not silently unlinked.
ALTER TABLE "user_ship_auth" ADD CONSTRAINT "user_ship_auth_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_companies" ADD CONSTRAINT "user_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;
