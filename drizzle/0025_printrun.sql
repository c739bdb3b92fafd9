ALTER TABLE "order_item_steps" DROP CONSTRAINT "order_item_steps_step_valid";--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_step_valid";--> statement-breakpoint
ALTER TABLE "drops" ADD COLUMN "sent_to_print_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drops" ADD COLUMN "sent_to_print_by" integer;--> statement-breakpoint
ALTER TABLE "drops" ADD CONSTRAINT "drops_sent_to_print_by_users_id_fk" FOREIGN KEY ("sent_to_print_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_steps" ADD CONSTRAINT "order_item_steps_step_valid" CHECK ("order_item_steps"."step" in ('placed', 'printing', 'packed', 'ready_for_pickup', 'out_for_delivery', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_step_valid" CHECK ("order_items"."step" in ('placed', 'printing', 'packed', 'ready_for_pickup', 'out_for_delivery', 'delivered', 'cancelled'));