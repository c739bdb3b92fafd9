CREATE TABLE "order_item_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_item_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_item_id" integer NOT NULL,
	"step" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by" integer,
	CONSTRAINT "order_item_steps_once" UNIQUE("order_item_id","step"),
	CONSTRAINT "order_item_steps_step_valid" CHECK ("order_item_steps"."step" in ('placed', 'packed', 'ready_for_pickup', 'out_for_delivery', 'delivered'))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "step" text DEFAULT 'placed' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_item_steps" ADD CONSTRAINT "order_item_steps_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_steps" ADD CONSTRAINT "order_item_steps_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Back-fill (docs/product.md#order-steps): delivered items are at the delivered step, with the
-- time and admin already recorded; every other item stays placed (its time is the order's).
UPDATE "order_items" SET "step" = 'delivered' WHERE "is_delivered" = true;--> statement-breakpoint
INSERT INTO "order_item_steps" ("order_item_id", "step", "at", "by")
SELECT "id", 'delivered', "delivered_at", "delivered_by" FROM "order_items" WHERE "is_delivered" = true;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_step_valid" CHECK ("order_items"."step" in ('placed', 'packed', 'ready_for_pickup', 'out_for_delivery', 'delivered'));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_step_delivered" CHECK ("order_items"."is_delivered" = ("order_items"."step" = 'delivered'));