ALTER TABLE "cart_lines" DROP CONSTRAINT "cart_lines_line_unique";--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "tee_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tee_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hostel_room" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "drops" ADD COLUMN "numbers_taken" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "drops" ADD COLUMN "numbers_unique" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "order_items_drop_number_idx" ON "order_items" USING btree ("drop_id","tee_number") WHERE "order_items"."tee_number" <> '';--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_line_unique" UNIQUE("user_id","product_id","size","tee_name","insti_name","tee_number");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_tee_number_valid" CHECK ("cart_lines"."tee_number" ~ '^([0-9]|[1-9][0-9])?$');--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_tee_number_valid" CHECK ("order_items"."tee_number" ~ '^([0-9]|[1-9][0-9])?$');