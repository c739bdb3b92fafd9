ALTER TABLE "drop_stock" ADD COLUMN "minimum" integer;--> statement-breakpoint
ALTER TABLE "drops" ADD COLUMN "minimum_kind" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "drops" ADD COLUMN "minimum_pieces" integer;--> statement-breakpoint
ALTER TABLE "drops" ADD COLUMN "minimum_outcome" text;--> statement-breakpoint
ALTER TABLE "drops" ADD COLUMN "minimum_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drops" ADD COLUMN "minimum_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drops" ADD COLUMN "extended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drops" ADD COLUMN "extended_by" integer;--> statement-breakpoint
ALTER TABLE "drops" ADD COLUMN "extended_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drops" ADD CONSTRAINT "drops_extended_by_users_id_fk" FOREIGN KEY ("extended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_stock" ADD CONSTRAINT "drop_stock_minimum_valid" CHECK ("drop_stock"."minimum" is null or "drop_stock"."minimum" between 1 and 10000);--> statement-breakpoint
ALTER TABLE "drops" ADD CONSTRAINT "drops_minimum_kind_valid" CHECK ("drops"."minimum_kind" in ('none', 'total', 'product'));--> statement-breakpoint
ALTER TABLE "drops" ADD CONSTRAINT "drops_minimum_pieces_valid" CHECK ("drops"."minimum_pieces" is null or "drops"."minimum_pieces" between 1 and 10000);--> statement-breakpoint
ALTER TABLE "drops" ADD CONSTRAINT "drops_minimum_outcome_valid" CHECK ("drops"."minimum_outcome" is null or "drops"."minimum_outcome" in ('reached', 'missed'));