CREATE TABLE "item_remedies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "item_remedies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"help_request_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text,
	"amount_paise" integer DEFAULT 0 NOT NULL,
	"refund_id" integer,
	"upi_id" text DEFAULT '' NOT NULL,
	"upi_given_at" timestamp with time zone,
	"reference" text DEFAULT '' NOT NULL,
	"product_id" integer,
	"size" text,
	"handover_check" text,
	"handover_note" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" integer,
	CONSTRAINT "item_remedies_once" UNIQUE("help_request_id","order_item_id"),
	CONSTRAINT "item_remedies_kind_valid" CHECK ("item_remedies"."kind" in ('refund', 'payout', 'replacement')),
	CONSTRAINT "item_remedies_state_valid" CHECK ("item_remedies"."state" is null or "item_remedies"."state" in ('requested', 'paid', 'sent', 'handed_over')),
	CONSTRAINT "item_remedies_shape_valid" CHECK (("item_remedies"."kind" = 'refund' and "item_remedies"."state" is null and "item_remedies"."refund_id" is not null and "item_remedies"."amount_paise" > 0)
        or ("item_remedies"."kind" = 'payout' and "item_remedies"."state" in ('requested', 'paid') and "item_remedies"."amount_paise" > 0)
        or ("item_remedies"."kind" = 'replacement' and "item_remedies"."state" in ('sent', 'handed_over') and "item_remedies"."size" is not null and "item_remedies"."amount_paise" = 0)),
	CONSTRAINT "item_remedies_done_valid" CHECK (("item_remedies"."done_at" is not null) = ("item_remedies"."state" in ('paid', 'handed_over'))),
	CONSTRAINT "item_remedies_size_valid" CHECK ("item_remedies"."size" is null or "item_remedies"."size" in ('XS', 'S', 'M', 'L', 'XL', '2XL'))
);
--> statement-breakpoint
ALTER TABLE "item_remedies" ADD CONSTRAINT "item_remedies_help_request_id_help_requests_id_fk" FOREIGN KEY ("help_request_id") REFERENCES "public"."help_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_remedies" ADD CONSTRAINT "item_remedies_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_remedies" ADD CONSTRAINT "item_remedies_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_remedies" ADD CONSTRAINT "item_remedies_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_remedies" ADD CONSTRAINT "item_remedies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_remedies" ADD CONSTRAINT "item_remedies_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_remedies_item_idx" ON "item_remedies" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "item_remedies_payouts_idx" ON "item_remedies" USING btree ("created_at") WHERE "item_remedies"."kind" = 'payout' and "item_remedies"."state" = 'requested';