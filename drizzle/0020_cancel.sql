ALTER TABLE "order_item_steps" DROP CONSTRAINT "order_item_steps_step_valid";--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_step_valid";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "cancelled_by_role" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "cancel_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_item_steps" ADD CONSTRAINT "order_item_steps_step_valid" CHECK ("order_item_steps"."step" in ('placed', 'packed', 'ready_for_pickup', 'out_for_delivery', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_cancelled_valid" CHECK (("order_items"."step" = 'cancelled') = ("order_items"."cancelled_by_role" is not null) and ("order_items"."cancelled_by_role" is null or "order_items"."cancelled_by_role" in ('student', 'admin')));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_step_valid" CHECK ("order_items"."step" in ('placed', 'packed', 'ready_for_pickup', 'out_for_delivery', 'delivered', 'cancelled'));