CREATE TABLE "drop_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drop_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"drop_id" integer NOT NULL,
	"email" text NOT NULL,
	"via" text DEFAULT 'list' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drop_members_unique" UNIQUE("drop_id","email"),
	CONSTRAINT "drop_members_via_valid" CHECK ("drop_members"."via" in ('list', 'link')),
	CONSTRAINT "drop_members_email_lower" CHECK ("drop_members"."email" = lower("drop_members"."email"))
);
--> statement-breakpoint
ALTER TABLE "drops" ADD COLUMN "audience" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "drops" ADD COLUMN "link_token" text;--> statement-breakpoint
ALTER TABLE "drops" ADD COLUMN "member_domain" text;--> statement-breakpoint
ALTER TABLE "drops" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drop_members" ADD CONSTRAINT "drop_members_drop_id_drops_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."drops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drops" ADD CONSTRAINT "drops_link_token_unique" UNIQUE("link_token");--> statement-breakpoint
ALTER TABLE "drops" ADD CONSTRAINT "drops_audience_valid" CHECK ("drops"."audience" in ('everyone', 'link', 'members'));