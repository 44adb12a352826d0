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
ALTER TABLE "sys_test_params" ADD COLUMN "remark_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A database seeded before this migration holds English remarks in "remark": a remark with no
-- Chinese character moves to "remark_en", so the English UI shows it and the Chinese one falls back to it.
UPDATE "dic_cities" SET "remark_en" = "remark", "remark" = '' WHERE "remark" <> '' AND "remark" !~ '[\u4e00-\u9fff]';--> statement-breakpoint
UPDATE "dic_class_societies" SET "remark_en" = "remark", "remark" = '' WHERE "remark" <> '' AND "remark" !~ '[\u4e00-\u9fff]';--> statement-breakpoint
UPDATE "dic_energy_forms" SET "remark_en" = "remark", "remark" = '' WHERE "remark" <> '' AND "remark" !~ '[\u4e00-\u9fff]';--> statement-breakpoint
UPDATE "dic_evaluation_params" SET "remark_en" = "remark", "remark" = '' WHERE "remark" <> '' AND "remark" !~ '[\u4e00-\u9fff]';--> statement-breakpoint
UPDATE "dic_flag_states" SET "remark_en" = "remark", "remark" = '' WHERE "remark" <> '' AND "remark" !~ '[\u4e00-\u9fff]';--> statement-breakpoint
UPDATE "dic_fuel_types" SET "remark_en" = "remark", "remark" = '' WHERE "remark" <> '' AND "remark" !~ '[\u4e00-\u9fff]';--> statement-breakpoint
UPDATE "dic_gross_ton_ranges" SET "remark_en" = "remark", "remark" = '' WHERE "remark" <> '' AND "remark" !~ '[\u4e00-\u9fff]';--> statement-breakpoint
UPDATE "dic_ports" SET "remark_en" = "remark", "remark" = '' WHERE "remark" <> '' AND "remark" !~ '[\u4e00-\u9fff]';--> statement-breakpoint
UPDATE "dic_ship_age_ranges" SET "remark_en" = "remark", "remark" = '' WHERE "remark" <> '' AND "remark" !~ '[\u4e00-\u9fff]';--> statement-breakpoint
UPDATE "dic_ship_sub_types" SET "remark_en" = "remark", "remark" = '' WHERE "remark" <> '' AND "remark" !~ '[\u4e00-\u9fff]';--> statement-breakpoint
UPDATE "dic_ship_types" SET "remark_en" = "remark", "remark" = '' WHERE "remark" <> '' AND "remark" !~ '[\u4e00-\u9fff]';--> statement-breakpoint
UPDATE "sys_dictionary" SET "remark_en" = "remark", "remark" = '' WHERE "remark" <> '' AND "remark" !~ '[\u4e00-\u9fff]';--> statement-breakpoint
UPDATE "sys_test_params" SET "remark_en" = "remark", "remark" = '' WHERE "remark" <> '' AND "remark" !~ '[\u4e00-\u9fff]';
