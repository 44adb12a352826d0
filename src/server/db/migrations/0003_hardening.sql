-- Login throttling per (account, address) pair instead of a per-account lock anyone could trigger.
-- The account is the typed username, lower-cased, whether or not it exists, so
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
-- Repeated anonymous failures share one row per window: agg_key names the
-- window, repeat_count counts the attempts in it.
ALTER TABLE "system_logs" ADD COLUMN "repeat_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "system_logs" ADD COLUMN "agg_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "system_logs_agg_key_idx" ON "system_logs" USING btree ("agg_key");--> statement-breakpoint
CREATE INDEX "captchas_expires_idx" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");
--> statement-breakpoint
-- A read-only role holds no write function, whoever grants it: the seed, the
-- role screens, or SQL by hand. A write function is a button whose action is not list or export
-- (src/domain/permissions.ts says the same for the request-time check).
CREATE FUNCTION "eeoi_is_write_perm"(p text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
	SELECT p IS NOT NULL AND p !~ ':(list|export)$'
$$;
--> statement-breakpoint
CREATE FUNCTION "eeoi_refuse_read_only_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'role_menus' THEN
		IF EXISTS (SELECT 1 FROM roles r, menus m
			WHERE r.id = NEW.role_id AND m.id = NEW.menu_id AND r.read_only AND eeoi_is_write_perm(m.perms)) THEN
			RAISE EXCEPTION 'read_only_role_write' USING ERRCODE = 'EE001';
		END IF;
	ELSIF TG_TABLE_NAME = 'roles' THEN
		IF NEW.read_only AND EXISTS (SELECT 1 FROM role_menus rm JOIN menus m ON m.id = rm.menu_id
			WHERE rm.role_id = NEW.id AND eeoi_is_write_perm(m.perms)) THEN
			RAISE EXCEPTION 'read_only_role_write' USING ERRCODE = 'EE001';
		END IF;
	ELSIF TG_TABLE_NAME = 'menus' THEN
		IF eeoi_is_write_perm(NEW.perms) AND EXISTS (SELECT 1 FROM role_menus rm JOIN roles r ON r.id = rm.role_id
			WHERE rm.menu_id = NEW.id AND r.read_only) THEN
			RAISE EXCEPTION 'read_only_role_write' USING ERRCODE = 'EE001';
		END IF;
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "role_menus_read_only" BEFORE INSERT OR UPDATE ON "role_menus"
	FOR EACH ROW EXECUTE FUNCTION eeoi_refuse_read_only_write();--> statement-breakpoint
CREATE TRIGGER "roles_read_only" BEFORE INSERT OR UPDATE OF "read_only" ON "roles"
	FOR EACH ROW EXECUTE FUNCTION eeoi_refuse_read_only_write();--> statement-breakpoint
CREATE TRIGGER "menus_read_only" BEFORE UPDATE OF "perms" ON "menus"
	FOR EACH ROW EXECUTE FUNCTION eeoi_refuse_read_only_write();--> statement-breakpoint
-- Grants made before this rule: a read-only role keeps its read functions only.
DELETE FROM "role_menus" rm USING "roles" r, "menus" m
	WHERE r.id = rm.role_id AND m.id = rm.menu_id AND r.read_only AND eeoi_is_write_perm(m.perms);
