CREATE TABLE "drop_stock" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drop_stock_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"drop_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"cap" integer,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "drop_stock_unique" UNIQUE("drop_id","product_id","size"),
	CONSTRAINT "drop_stock_size_valid" CHECK ("drop_stock"."size" = '' or "drop_stock"."size" in ('XS', 'S', 'M', 'L', 'XL', '2XL')),
	CONSTRAINT "drop_stock_taken_valid" CHECK ("drop_stock"."taken" >= 0 and ("drop_stock"."cap" is null or "drop_stock"."taken" <= "drop_stock"."cap")),
	CONSTRAINT "drop_stock_cap_valid" CHECK ("drop_stock"."cap" is null or "drop_stock"."cap" between 1 and 100000)
);
--> statement-breakpoint
CREATE TABLE "drops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"per_student_limit" integer NOT NULL,
	"names_taken" boolean DEFAULT false NOT NULL,
	"ready_by" text NOT NULL,
	"cash_allowed" boolean DEFAULT false NOT NULL,
	"cap_kind" text DEFAULT 'none' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drops_window_valid" CHECK ("drops"."closes_at" > "drops"."opens_at"),
	CONSTRAINT "drops_limit_valid" CHECK ("drops"."per_student_limit" between 1 and 20),
	CONSTRAINT "drops_cap_kind_valid" CHECK ("drops"."cap_kind" in ('none', 'total', 'size'))
);
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_reason_valid";--> statement-breakpoint
ALTER TABLE "stock_holds" ALTER COLUMN "product_size_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "drop_id" integer;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD COLUMN "drop_stock_id" integer;--> statement-breakpoint
ALTER TABLE "drop_stock" ADD CONSTRAINT "drop_stock_drop_id_drops_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."drops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_stock" ADD CONSTRAINT "drop_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drop_stock_product_idx" ON "drop_stock" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "drops_closes_idx" ON "drops" USING btree ("closes_at");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_drop_id_drops_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."drops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_drop_stock_id_drop_stock_id_fk" FOREIGN KEY ("drop_stock_id") REFERENCES "public"."drop_stock"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_drop_idx" ON "order_items" USING btree ("drop_id","product_id","size") WHERE "order_items"."drop_id" is not null;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_valid" CHECK ("refunds"."reason" in ('sold-out', 'amount-mismatch', 'cancelled', 'damaged', 'drop-closed'));--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_one_target" CHECK (("stock_holds"."product_size_id" is null) <> ("stock_holds"."drop_stock_id" is null));