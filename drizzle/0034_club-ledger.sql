CREATE TABLE "club_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"sale_id" integer,
	"cause" text,
	"quantity" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"share_basis_points" integer NOT NULL,
	"share_paise" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "club_ledger_kind_valid" CHECK ("club_ledger"."kind" in ('sale', 'reversal')),
	CONSTRAINT "club_ledger_reversal_valid" CHECK (("club_ledger"."kind" = 'sale') = ("club_ledger"."sale_id" is null and "club_ledger"."cause" is null) and ("club_ledger"."cause" is null or "club_ledger"."cause" in ('cancelled', 'damaged'))),
	CONSTRAINT "club_ledger_amounts_valid" CHECK ("club_ledger"."quantity" >= 0 and "club_ledger"."amount_paise" >= 0 and "club_ledger"."share_paise" >= 0 and "club_ledger"."share_paise" <= "club_ledger"."amount_paise" and "club_ledger"."share_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "club_payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"paid_on" date NOT NULL,
	"channel" text NOT NULL,
	"reference" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"above_balance" boolean DEFAULT false NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_payouts_amount_valid" CHECK ("club_payouts"."amount_paise" > 0),
	CONSTRAINT "club_payouts_channel_valid" CHECK ("club_payouts"."channel" in ('upi', 'neft'))
);
--> statement-breakpoint
CREATE TABLE "club_weekly_summaries" (
	"club_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_weekly_summaries_pk" PRIMARY KEY("club_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "club_ledger" ADD CONSTRAINT "club_ledger_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_ledger" ADD CONSTRAINT "club_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_ledger" ADD CONSTRAINT "club_ledger_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_ledger" ADD CONSTRAINT "club_ledger_sale_id_club_ledger_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."club_ledger"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_payouts" ADD CONSTRAINT "club_payouts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_payouts" ADD CONSTRAINT "club_payouts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_weekly_summaries" ADD CONSTRAINT "club_weekly_summaries_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_ledger_club_idx" ON "club_ledger" USING btree ("club_id","recorded_at");--> statement-breakpoint
CREATE INDEX "club_ledger_sale_idx" ON "club_ledger" USING btree ("sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_ledger_one_sale_per_item" ON "club_ledger" USING btree ("order_item_id") WHERE "club_ledger"."kind" = 'sale';--> statement-breakpoint
CREATE INDEX "club_payouts_club_idx" ON "club_payouts" USING btree ("club_id","paid_on");