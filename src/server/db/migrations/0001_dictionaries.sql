CREATE TABLE "app_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"sys_code" text NOT NULL,
	"up_type" smallint NOT NULL,
	"pre_version" text NOT NULL,
	"new_version" text NOT NULL,
	"content" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"file_id" text,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_companies" (
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_companies_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "user_ship_auth" (
	"user_id" integer NOT NULL,
	"ship_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_ship_auth_user_id_ship_id_pk" PRIMARY KEY("user_id","ship_id")
);
--> statement-breakpoint
CREATE TABLE "dic_cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"cn_name" text NOT NULL,
	"en_name" text NOT NULL,
	"province_cn" text DEFAULT '' NOT NULL,
	"province_en" text DEFAULT '' NOT NULL,
	"country_alpha2" text NOT NULL,
	CONSTRAINT "dic_cities_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "dic_class_societies" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"iacs_code" text DEFAULT '' NOT NULL,
	"is_iacs_member" boolean DEFAULT false NOT NULL,
	"abbreviation" text NOT NULL,
	"full_name" text NOT NULL,
	"cn_full_name" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"cn_address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"fax" text DEFAULT '' NOT NULL,
	"telex" text DEFAULT '' NOT NULL,
	"telegraph" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"data_version" text DEFAULT '' NOT NULL,
	CONSTRAINT "dic_class_societies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "dic_energy_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"cn_name" text NOT NULL,
	"en_name" text NOT NULL,
	CONSTRAINT "dic_energy_forms_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "dic_evaluation_params" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"en_name" text DEFAULT '' NOT NULL,
	"value" double precision,
	CONSTRAINT "dic_evaluation_params_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "dic_flag_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"alpha2" text NOT NULL,
	"alpha3" text NOT NULL,
	"numeric" text NOT NULL,
	"cn_brief" text NOT NULL,
	"en_brief" text NOT NULL,
	"cn_name" text NOT NULL,
	"en_name" text NOT NULL,
	"data_version" text DEFAULT '' NOT NULL,
	"authorised" boolean DEFAULT false NOT NULL,
	"is_eu" boolean DEFAULT false NOT NULL,
	"is_eea" boolean DEFAULT false NOT NULL,
	"is_uk" boolean DEFAULT false NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dic_flag_states_alpha2_unique" UNIQUE("alpha2"),
	CONSTRAINT "dic_flag_states_alpha3_unique" UNIQUE("alpha3"),
	CONSTRAINT "dic_flag_states_numeric_unique" UNIQUE("numeric")
);
--> statement-breakpoint
CREATE TABLE "dic_fuel_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"cn_name" text NOT NULL,
	"en_name" text NOT NULL,
	"registry_code" text NOT NULL,
	"carbon_content" double precision NOT NULL,
	"cf" double precision NOT NULL,
	"sulphur_class" text,
	"sort_no" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dic_fuel_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "dic_gross_ton_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"cn_name" text NOT NULL,
	"en_name" text NOT NULL,
	"min" double precision NOT NULL,
	"max" double precision,
	CONSTRAINT "dic_gross_ton_ranges_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "dic_ports" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"en_name" text NOT NULL,
	"cn_name" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country_alpha2" text DEFAULT '' NOT NULL,
	"country_alpha3" text NOT NULL,
	"country_en" text NOT NULL,
	"country_cn" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"branch" text DEFAULT '' NOT NULL,
	"longitude" double precision,
	"latitude" double precision,
	"time_zone" text DEFAULT '' NOT NULL,
	"is_eea" boolean DEFAULT false NOT NULL,
	"is_uk" boolean DEFAULT false NOT NULL,
	"is_northern_ireland" boolean DEFAULT false NOT NULL,
	"is_outermost_region" boolean DEFAULT false NOT NULL,
	"data_version" text DEFAULT '' NOT NULL,
	CONSTRAINT "dic_ports_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "dic_ship_age_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"min" integer NOT NULL,
	"max" integer,
	CONSTRAINT "dic_ship_age_ranges_min_unique" UNIQUE("min")
);
--> statement-breakpoint
CREATE TABLE "dic_ship_sub_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"type_code" text NOT NULL,
	"sub_code" text NOT NULL,
	"cn_name" text NOT NULL,
	"en_name" text DEFAULT '' NOT NULL,
	"calc_type" text,
	"eu_type" text,
	CONSTRAINT "dic_ship_sub_types_sub_code_unique" UNIQUE("sub_code")
);
--> statement-breakpoint
CREATE TABLE "dic_ship_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"en_name" text NOT NULL,
	"cn_name" text NOT NULL,
	"imo_type" text NOT NULL,
	"eu_type" text NOT NULL,
	"calc_type" text NOT NULL,
	CONSTRAINT "dic_ship_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sys_dictionary" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	CONSTRAINT "sys_dictionary_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sys_test_params" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	CONSTRAINT "sys_test_params_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "app_versions" ADD CONSTRAINT "app_versions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_companies" ADD CONSTRAINT "user_companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ship_auth" ADD CONSTRAINT "user_ship_auth_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dic_ship_sub_types" ADD CONSTRAINT "dic_ship_sub_types_type_code_dic_ship_types_code_fk" FOREIGN KEY ("type_code") REFERENCES "public"."dic_ship_types"("code") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "app_versions_sys_version_idx" ON "app_versions" USING btree ("sys_code","new_version");--> statement-breakpoint
CREATE INDEX "app_versions_sys_status_idx" ON "app_versions" USING btree ("sys_code","status");--> statement-breakpoint
CREATE INDEX "user_companies_company_idx" ON "user_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "user_ship_auth_ship_idx" ON "user_ship_auth" USING btree ("ship_id");--> statement-breakpoint
CREATE INDEX "dic_flag_states_sort_idx" ON "dic_flag_states" USING btree ("sort_no");--> statement-breakpoint
CREATE INDEX "dic_flag_states_status_idx" ON "dic_flag_states" USING btree ("status");--> statement-breakpoint
CREATE INDEX "dic_ports_en_name_idx" ON "dic_ports" USING btree ("en_name");--> statement-breakpoint
CREATE INDEX "dic_ports_country_idx" ON "dic_ports" USING btree ("country_alpha3");--> statement-breakpoint
CREATE INDEX "dic_ports_status_idx" ON "dic_ports" USING btree ("status");--> statement-breakpoint
CREATE INDEX "dic_ship_sub_types_type_idx" ON "dic_ship_sub_types" USING btree ("type_code");