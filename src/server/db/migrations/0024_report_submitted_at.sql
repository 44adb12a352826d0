ALTER TABLE "reports" ADD COLUMN "submitted_at" timestamp with time zone;
--> statement-breakpoint
-- A report already submitted keeps the instant of its first submit event from the history.
UPDATE "reports" r SET "submitted_at" = h.at
  FROM (SELECT entity_id, min("at") AS at FROM "state_history"
        WHERE entity = 'report' AND event = 'submit' GROUP BY entity_id) h
  WHERE h.entity_id = r.id::text;
--> statement-breakpoint
-- A correction is judged by the filing it corrects: the chain's first submission carries down.
WITH RECURSIVE chain AS (
  SELECT id, submitted_at FROM "reports" WHERE supersedes_id IS NULL
  UNION ALL
  SELECT r.id, coalesce(c.submitted_at, r.submitted_at) FROM "reports" r JOIN chain c ON r.supersedes_id = c.id
)
UPDATE "reports" r SET "submitted_at" = chain.submitted_at FROM chain
  WHERE chain.id = r.id AND chain.submitted_at IS DISTINCT FROM r.submitted_at;
