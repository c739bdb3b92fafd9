-- Catalogue changes a migration before this one made in the same run (a backfill) leave deferred
-- trigger events pending, and PostgreSQL refuses to ALTER a table with pending events: run them now.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "drops" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_draft_inactive" CHECK (not ("products"."draft" and "products"."active"));