-- The ship list in its order (name, then id) with the three company links a company user's scope
-- reads: a page deep in the list walks one index, without a sort or a visit to the rows it skips,
-- and the list's total counts from the links index alone. The links index leads with the owner, so
-- it also serves what the owner index did.
DROP INDEX "ships_owner_idx";--> statement-breakpoint
DROP INDEX "ships_name_idx";--> statement-breakpoint
CREATE INDEX "ships_links_idx" ON "ships" USING btree ("owner_company_id","operator_company_id","doc_company_id");--> statement-breakpoint
CREATE INDEX "ships_name_id_idx" ON "ships" USING btree ("name_en","id","owner_company_id","operator_company_id","doc_company_id");