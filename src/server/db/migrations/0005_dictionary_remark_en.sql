ALTER TABLE "dic_cities" ADD COLUMN "remark_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dic_class_societies" ADD COLUMN "remark_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dic_energy_forms" ADD COLUMN "remark_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dic_evaluation_params" ADD COLUMN "remark_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dic_flag_states" ADD COLUMN "remark_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dic_fuel_types" ADD COLUMN "remark_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dic_gross_ton_ranges" ADD COLUMN "remark_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dic_ports" ADD COLUMN "remark_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dic_ship_age_ranges" ADD COLUMN "remark_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dic_ship_sub_types" ADD COLUMN "remark_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dic_ship_types" ADD COLUMN "remark_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_dictionary" ADD COLUMN "remark_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_test_params" ADD COLUMN "remark_en" text DEFAULT '' NOT NULL;