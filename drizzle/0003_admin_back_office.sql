CREATE TABLE "product_former_slugs" (
	"product_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_former_slugs_pk" PRIMARY KEY("product_id","slug")
);
--> statement-breakpoint
ALTER TABLE "collab_applications" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collab_applications" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "delivered_by" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "delivery_check" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "delivery_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "size_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "size_requests" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "product_former_slugs" ADD CONSTRAINT "product_former_slugs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_applications" ADD CONSTRAINT "collab_applications_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_delivered_by_users_id_fk" FOREIGN KEY ("delivered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_requests" ADD CONSTRAINT "size_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_undelivered_idx" ON "order_items" USING btree ("product_id","size") WHERE "order_items"."is_delivered" = false;--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "size_requests_created_idx" ON "size_requests" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_delivery_check_valid" CHECK ("order_items"."delivery_check" is null or "order_items"."delivery_check" in ('code', 'reason', 'none'));