-- Login throttling per (account, address) pair instead of a per-account lock anyone could trigger
-- (issue 11 item 1). The account is the typed username, lower-cased, whether or not it exists, so
-- the answer says nothing about which usernames exist.
CREATE TABLE "login_throttle" (
	"account" text NOT NULL,
	"ip" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_throttle_account_ip_pk" PRIMARY KEY("account","ip")
);
--> statement-breakpoint
CREATE INDEX "login_throttle_updated_idx" ON "login_throttle" USING btree ("updated_at");--> statement-breakpoint
-- Repeated anonymous failures share one row per window (issue 11 item 3): agg_key names the
-- window, repeat_count counts the attempts in it.
ALTER TABLE "system_logs" ADD COLUMN "repeat_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "system_logs" ADD COLUMN "agg_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "system_logs_agg_key_idx" ON "system_logs" USING btree ("agg_key");--> statement-breakpoint
CREATE INDEX "captchas_expires_idx" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");
