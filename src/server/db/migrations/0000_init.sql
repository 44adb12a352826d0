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
CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"url" text,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"icon" text,
	"menu_type" smallint NOT NULL,
	"perms" text,
	"order_num" integer DEFAULT 0 NOT NULL,
	"keep_alive" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menus_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_menus" (
	"role_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "role_menus_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"data_scope" text DEFAULT 'company' NOT NULL,
	"read_only" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"prev_token_hash" text,
	"prev_valid_until" timestamp with time zone,
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sso_nonces" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"username" text,
	"action" text NOT NULL,
	"method" text,
	"target" text,
	"ip" text,
	"outcome" text NOT NULL,
	"status" integer,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"name_zh" text DEFAULT '' NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"phone" text,
	"email" text,
	"organisation" text,
	"company_id" integer,
	"authority_code" text,
	"external_uid" text,
	"avatar_file_id" text,
	"introduction" text,
	"remark" text,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_external_uid_unique" UNIQUE("external_uid")
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
CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_user_id" integer,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "app_versions" ADD CONSTRAINT "app_versions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_companies" ADD CONSTRAINT "user_companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_companies" ADD CONSTRAINT "user_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ship_auth" ADD CONSTRAINT "user_ship_auth_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ship_auth" ADD CONSTRAINT "user_ship_auth_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dic_ship_sub_types" ADD CONSTRAINT "dic_ship_sub_types_type_code_dic_ship_types_code_fk" FOREIGN KEY ("type_code") REFERENCES "public"."dic_ship_types"("code") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
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
CREATE UNIQUE INDEX "app_versions_sys_version_idx" ON "app_versions" USING btree ("sys_code","new_version");--> statement-breakpoint
CREATE INDEX "app_versions_sys_status_idx" ON "app_versions" USING btree ("sys_code","status");--> statement-breakpoint
CREATE INDEX "user_companies_company_idx" ON "user_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "user_ship_auth_ship_idx" ON "user_ship_auth" USING btree ("ship_id");--> statement-breakpoint
CREATE INDEX "sessions_prev_token_idx" ON "sessions" USING btree ("prev_token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_nonces_jti_idx" ON "sso_nonces" USING btree ("jti");--> statement-breakpoint
CREATE INDEX "system_logs_created_idx" ON "system_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "system_logs_user_idx" ON "system_logs" USING btree ("username");--> statement-breakpoint
CREATE INDEX "dic_flag_states_sort_idx" ON "dic_flag_states" USING btree ("sort_no");--> statement-breakpoint
CREATE INDEX "dic_flag_states_status_idx" ON "dic_flag_states" USING btree ("status");--> statement-breakpoint
CREATE INDEX "dic_ports_en_name_idx" ON "dic_ports" USING btree ("en_name");--> statement-breakpoint
CREATE INDEX "dic_ports_country_idx" ON "dic_ports" USING btree ("country_alpha3");--> statement-breakpoint
CREATE INDEX "dic_ports_status_idx" ON "dic_ports" USING btree ("status");--> statement-breakpoint
CREATE INDEX "dic_ship_sub_types_type_idx" ON "dic_ship_sub_types" USING btree ("type_code");--> statement-breakpoint
CREATE INDEX "companies_parent_idx" ON "companies" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flag_doc_changes_when_idx" ON "flag_doc_changes" USING btree ("ship_id","change_type","effective_date");--> statement-breakpoint
CREATE INDEX "flag_doc_changes_pending_idx" ON "flag_doc_changes" USING btree ("effective_date") WHERE "flag_doc_changes"."applied" = false;--> statement-breakpoint
CREATE INDEX "ship_auth_code_idx" ON "ship_authorities" USING btree ("authority_code");--> statement-breakpoint
CREATE UNIQUE INDEX "ship_equipment_unit_idx" ON "ship_equipment" USING btree ("ship_id","kind","board_sn");--> statement-breakpoint
CREATE UNIQUE INDEX "ship_tfc_speed_idx" ON "ship_tfc" USING btree ("ship_id","speed");--> statement-breakpoint
CREATE INDEX "ships_owner_idx" ON "ships" USING btree ("owner_company_id");--> statement-breakpoint
CREATE INDEX "ships_operator_idx" ON "ships" USING btree ("operator_company_id");--> statement-breakpoint
CREATE INDEX "ships_doc_idx" ON "ships" USING btree ("doc_company_id");--> statement-breakpoint
CREATE INDEX "ships_builder_idx" ON "ships" USING btree ("builder_company_id");--> statement-breakpoint
CREATE INDEX "ships_type_idx" ON "ships" USING btree ("ship_type_code","sub_type_code");--> statement-breakpoint
CREATE INDEX "ships_name_idx" ON "ships" USING btree ("name_en");