CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"key" text NOT NULL,
	"merchant_refund_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"order_item_id" integer,
	"requested_by" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refunds_merchant_refund_id_unique" UNIQUE("merchant_refund_id"),
	CONSTRAINT "refunds_payment_key_unique" UNIQUE("payment_id","key"),
	CONSTRAINT "refunds_amount_valid" CHECK ("refunds"."amount_paise" > 0),
	CONSTRAINT "refunds_state_valid" CHECK ("refunds"."state" in ('requested', 'pending', 'completed', 'failed')),
	CONSTRAINT "refunds_reason_valid" CHECK ("refunds"."reason" in ('sold-out', 'amount-mismatch', 'cancelled', 'damaged'))
);
--> statement-breakpoint
DROP INDEX "payments_refund_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charged_paise" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_unfinished_idx" ON "refunds" USING btree ("state") WHERE "refunds"."state" in ('requested', 'pending');--> statement-breakpoint
CREATE INDEX "refunds_order_item_idx" ON "refunds" USING btree ("order_item_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_charged_valid" CHECK ("payments"."charged_paise" is null or "payments"."charged_paise" >= 0);--> statement-breakpoint
-- Back-fill: a completed payment charged what it asked for as far as the shop knew, and each
-- refund the payments table recorded becomes one ledger row (it asked for the payment's amount).
UPDATE "payments" SET "charged_paise" = "amount_paise" WHERE "state" = 'completed';--> statement-breakpoint
INSERT INTO "refunds" ("payment_id", "key", "merchant_refund_id", "amount_paise", "state", "reason", "created_at", "updated_at", "settled_at")
SELECT "id", 'unplaced', "refund_ref", "amount_paise",
  CASE "refund_state" WHEN 'PENDING' THEN 'pending' WHEN 'COMPLETED' THEN 'completed' WHEN 'FAILED' THEN 'failed' ELSE 'requested' END,
  CASE WHEN "note" LIKE 'Charged %' THEN 'amount-mismatch' ELSE 'sold-out' END,
  "updated_at", "updated_at",
  CASE WHEN "refund_state" IN ('COMPLETED', 'FAILED') THEN "updated_at" END
FROM "payments" WHERE "refund_ref" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "refund_ref";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "refund_state";
