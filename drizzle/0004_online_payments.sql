ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_source_valid";--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "event_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pay_page_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_state" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_key_unique" UNIQUE("payment_id","source","event_key");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_checkout_key_unique" UNIQUE("user_id","checkout_key");--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_source_valid" CHECK ("payment_events"."source" in ('start', 'return', 'webhook', 'reconcile', 'refund'));