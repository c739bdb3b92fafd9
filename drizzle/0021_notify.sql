CREATE TABLE "notify_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notify_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"product_ids" integer[] NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "notify_runs_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "notify_runs_kind_valid" CHECK ("notify_runs"."kind" in ('drop-opens', 'back-in-stock'))
);
--> statement-breakpoint
CREATE TABLE "notify_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notify_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"user_id" integer,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "notify_subscriptions_one_per_email" UNIQUE("email","product_id","kind","size"),
	CONSTRAINT "notify_subscriptions_email_lower" CHECK ("notify_subscriptions"."email" = lower("notify_subscriptions"."email")),
	CONSTRAINT "notify_subscriptions_kind_valid" CHECK ("notify_subscriptions"."kind" in ('drop-opens', 'back-in-stock')),
	CONSTRAINT "notify_subscriptions_source_valid" CHECK ("notify_subscriptions"."source" in ('notify-me', 'size-request')),
	CONSTRAINT "notify_subscriptions_size_valid" CHECK (("notify_subscriptions"."kind" = 'drop-opens' AND "notify_subscriptions"."size" = '') OR ("notify_subscriptions"."kind" = 'back-in-stock' AND "notify_subscriptions"."size" <> ''))
);
--> statement-breakpoint
ALTER TABLE "otp_challenges" DROP CONSTRAINT "otp_challenges_purpose_valid";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "notify_subscriptions" ADD CONSTRAINT "notify_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_subscriptions" ADD CONSTRAINT "notify_subscriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notify_runs_open_idx" ON "notify_runs" USING btree ("finished_at","id");--> statement-breakpoint
CREATE INDEX "notify_subscriptions_waiting_idx" ON "notify_subscriptions" USING btree ("product_id","kind","size","notified_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_kind_idx" ON "mail_outbox" USING btree ("kind","created_at");--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_purpose_valid" CHECK ("otp_challenges"."purpose" in ('signup', 'reset', 'notify'));--> statement-breakpoint
-- Size requests made before notify-me: each requester waits for the size (docs/product.md#notify-me).
INSERT INTO "notify_subscriptions" ("email", "user_id", "product_id", "kind", "size", "source", "created_at")
SELECT DISTINCT ON (lower("email"), "product_id", "size")
  lower("email"), "user_id", "product_id", 'back-in-stock', "size", 'size-request', "created_at"
FROM "size_requests"
ORDER BY lower("email"), "product_id", "size", "created_at" DESC
ON CONFLICT DO NOTHING;
