CREATE TABLE "coupon_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"payment_id" integer,
	"order_id" integer,
	"discount_paise" integer NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "coupon_uses_state_valid" CHECK ("coupon_uses"."state" in ('held', 'used', 'released')),
	CONSTRAINT "coupon_uses_discount_valid" CHECK ("coupon_uses"."discount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent_off" integer,
	"amount_off_paise" integer,
	"min_order_paise" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"total_uses" integer,
	"uses_per_student" integer,
	"uses_taken" integer DEFAULT 0 NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"scope_value" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_kind_valid" CHECK ("coupons"."kind" in ('percent', 'flat')),
	CONSTRAINT "coupons_scope_valid" CHECK ("coupons"."scope" in ('all', 'club', 'category')),
	CONSTRAINT "coupons_amount_valid" CHECK (("coupons"."kind" = 'percent' and "coupons"."percent_off" between 1 and 100 and "coupons"."amount_off_paise" is null) or ("coupons"."kind" = 'flat' and "coupons"."amount_off_paise" > 0 and "coupons"."percent_off" is null)),
	CONSTRAINT "coupons_min_valid" CHECK ("coupons"."min_order_paise" >= 0),
	CONSTRAINT "coupons_uses_valid" CHECK ("coupons"."uses_taken" >= 0 and ("coupons"."total_uses" is null or "coupons"."uses_taken" <= "coupons"."total_uses"))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_valid";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_user_idx" ON "coupon_uses" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "coupon_uses_payment_idx" ON "coupon_uses" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "coupon_uses_order_idx" ON "coupon_uses" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_discount_valid" CHECK ("order_items"."discount_paise" >= 0 and "order_items"."discount_paise" <= "order_items"."unit_price_paise" * "order_items"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_valid" CHECK ("orders"."subtotal_paise" >= 0 and "orders"."delivery_charge_paise" >= 0 and "orders"."discount_paise" >= 0 and "orders"."discount_paise" <= "orders"."subtotal_paise" and "orders"."total_paise" = "orders"."subtotal_paise" - "orders"."discount_paise" + "orders"."delivery_charge_paise");