CREATE TABLE "invoice_series" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_series_last_number_valid" CHECK ("invoice_series"."last_number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice_number_unique" UNIQUE("invoice_number");--> statement-breakpoint
-- Orders placed before invoices existed are numbered now, in the order they were placed, one
-- series per financial year (April to March in Indian time, UTC+05:30: a moment's financial year
-- starts in the calendar year of that moment less three months).
WITH placed AS (
  SELECT id, created_at,
    extract(year FROM (created_at AT TIME ZONE 'UTC') + interval '330 minutes' - interval '3 months')::int AS start_year
  FROM "orders"
), numbered AS (
  SELECT id,
    start_year::text || '-' || lpad(((start_year + 1) % 100)::text, 2, '0') AS financial_year,
    row_number() OVER (PARTITION BY start_year ORDER BY created_at, id) AS n
  FROM placed
)
UPDATE "orders" SET "invoice_number" = numbered.financial_year || '/' || lpad(numbered.n::text, 6, '0')
FROM numbered WHERE "orders"."id" = numbered.id;--> statement-breakpoint
INSERT INTO "invoice_series" ("financial_year", "last_number")
SELECT split_part("invoice_number", '/', 1), count(*) FROM "orders"
WHERE "invoice_number" IS NOT NULL GROUP BY 1;
