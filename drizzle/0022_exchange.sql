CREATE TABLE "exchange_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"from_size" text NOT NULL,
	"to_size" text NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"hold_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decline_reason" text DEFAULT '' NOT NULL,
	"swapped_at" timestamp with time zone,
	"swapped_by" integer,
	"swap_check" text,
	"swap_note" text DEFAULT '' NOT NULL,
	"returned" text,
	CONSTRAINT "exchange_requests_state_valid" CHECK ("exchange_requests"."state" in ('open', 'approved', 'declined', 'swapped')),
	CONSTRAINT "exchange_requests_sizes_valid" CHECK ("exchange_requests"."from_size" in ('XS', 'S', 'M', 'L', 'XL', '2XL') and "exchange_requests"."to_size" in ('XS', 'S', 'M', 'L', 'XL', '2XL') and "exchange_requests"."from_size" <> "exchange_requests"."to_size"),
	CONSTRAINT "exchange_requests_quantity_valid" CHECK ("exchange_requests"."quantity" >= 1),
	CONSTRAINT "exchange_requests_swap_check_valid" CHECK ("exchange_requests"."swap_check" is null or "exchange_requests"."swap_check" in ('code', 'reason', 'none')),
	CONSTRAINT "exchange_requests_returned_valid" CHECK ("exchange_requests"."returned" is null or "exchange_requests"."returned" in ('stock', 'damaged')),
	CONSTRAINT "exchange_requests_swapped_valid" CHECK (("exchange_requests"."state" = 'swapped') = ("exchange_requests"."swapped_at" is not null and "exchange_requests"."returned" is not null))
);
--> statement-breakpoint
ALTER TABLE "exchange_requests" ADD CONSTRAINT "exchange_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_requests" ADD CONSTRAINT "exchange_requests_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_requests" ADD CONSTRAINT "exchange_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_requests" ADD CONSTRAINT "exchange_requests_hold_id_stock_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."stock_holds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_requests" ADD CONSTRAINT "exchange_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_requests" ADD CONSTRAINT "exchange_requests_swapped_by_users_id_fk" FOREIGN KEY ("swapped_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_requests_order_idx" ON "exchange_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "exchange_requests_pending_idx" ON "exchange_requests" USING btree ("created_at") WHERE "exchange_requests"."state" in ('open', 'approved');--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_requests_one_pending" ON "exchange_requests" USING btree ("order_item_id") WHERE "exchange_requests"."state" in ('open', 'approved');