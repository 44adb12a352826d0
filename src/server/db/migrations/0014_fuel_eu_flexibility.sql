CREATE TABLE "fuel_eu_pools" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"name" text NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fuel_eu_pool_members" (
	"pool_id" integer NOT NULL,
	"ship_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"balance_before_t" double precision NOT NULL,
	"balance_after_t" double precision NOT NULL,
	CONSTRAINT "fuel_eu_pool_members_pool_id_ship_id_pk" PRIMARY KEY("pool_id","ship_id")
);
--> statement-breakpoint
CREATE TABLE "fuel_eu_flexibility" (
	"ship_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"banked_t" double precision DEFAULT 0 NOT NULL,
	"borrowed_t" double precision DEFAULT 0 NOT NULL,
	"final_balance_t" double precision NOT NULL,
	"penalty_eur" double precision DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fuel_eu_flexibility_ship_id_year_pk" PRIMARY KEY("ship_id","year")
);
--> statement-breakpoint
ALTER TABLE "fuel_eu_pools" ADD CONSTRAINT "fuel_eu_pools_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_eu_pools" ADD CONSTRAINT "fuel_eu_pools_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_eu_pool_members" ADD CONSTRAINT "fuel_eu_pool_members_pool_id_fuel_eu_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."fuel_eu_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_eu_pool_members" ADD CONSTRAINT "fuel_eu_pool_members_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_eu_flexibility" ADD CONSTRAINT "fuel_eu_flexibility_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_eu_flexibility" ADD CONSTRAINT "fuel_eu_flexibility_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fuel_eu_pools_company_year_idx" ON "fuel_eu_pools" USING btree ("company_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_eu_pool_members_ship_year_idx" ON "fuel_eu_pool_members" USING btree ("ship_id","year");
