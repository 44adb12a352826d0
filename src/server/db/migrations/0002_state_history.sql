CREATE TABLE "state_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"from_state" text NOT NULL,
	"event" text NOT NULL,
	"to_state" text NOT NULL,
	"actor" integer,
	"role" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "state_history" ADD CONSTRAINT "state_history_actor_users_id_fk" FOREIGN KEY ("actor") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "state_history_entity_idx" ON "state_history" USING btree ("entity","entity_id","at");