-- A port listed under two UN/LOCODEs (one sea-ports entry with both codes, the main one first)
-- names its main code on the other one, so "Dalian" CNDAL and "Dalian" CNDLC read as one port.
ALTER TABLE "dic_ports" ADD COLUMN "same_as" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Databases seeded before: the same pairs as the seed writes from sea-ports@0.0.9.
UPDATE "dic_ports" AS p SET "same_as" = v.main
  FROM (VALUES ('CNDAL', 'CNDLC'), ('CNNBO', 'CNNGB'), ('CNQIN', 'CNTAO'), ('CNSGH', 'CNSHA'),
               ('CNXAM', 'CNXMN'), ('CNXGA', 'CNXGG'), ('CNYTG', 'CNYNT'), ('DJPOD', 'DJJIB')) AS v(code, main)
 WHERE p."code" = v.code;
