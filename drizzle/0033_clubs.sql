-- Catalogue changes a migration before this one made in the same run (a backfill) leave deferred
-- trigger events pending, and PostgreSQL refuses to ALTER a table with pending events: run them now.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
CREATE TABLE "club_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_invitations_token_unique" UNIQUE("token_hash"),
	CONSTRAINT "club_invitations_email_lower" CHECK ("club_invitations"."email" = lower("club_invitations"."email"))
);
--> statement-breakpoint
CREATE TABLE "club_managers" (
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_managers_pk" PRIMARY KEY("club_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clubs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"tag" text NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"share_basis_points" integer NOT NULL,
	"payout_method" text NOT NULL,
	"upi_id" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"ifsc" text DEFAULT '' NOT NULL,
	"self_publish" boolean DEFAULT false NOT NULL,
	"application_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clubs_slug_unique" UNIQUE("slug"),
	CONSTRAINT "clubs_tag_unique" UNIQUE("tag"),
	CONSTRAINT "clubs_slug_valid" CHECK ("clubs"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "clubs_tag_valid" CHECK ("clubs"."tag" = lower("clubs"."tag") and length("clubs"."tag") between 1 and 40),
	CONSTRAINT "clubs_share_valid" CHECK ("clubs"."share_basis_points" between 0 and 10000),
	CONSTRAINT "clubs_payout_method_valid" CHECK ("clubs"."payout_method" in ('upi', 'bank')),
	CONSTRAINT "clubs_payout_details_valid" CHECK (("clubs"."payout_method" = 'upi' and "clubs"."upi_id" <> '') or ("clubs"."payout_method" = 'bank' and "clubs"."bank_account" <> '' and "clubs"."ifsc" <> ''))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "club_id" integer;--> statement-breakpoint
ALTER TABLE "drops" ADD COLUMN "club_id" integer;--> statement-breakpoint
ALTER TABLE "club_invitations" ADD CONSTRAINT "club_invitations_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_invitations" ADD CONSTRAINT "club_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_invitations" ADD CONSTRAINT "club_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_managers" ADD CONSTRAINT "club_managers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_managers" ADD CONSTRAINT "club_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_managers" ADD CONSTRAINT "club_managers_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_application_id_collab_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."collab_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_invitations_club_idx" ON "club_invitations" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "club_managers_user_idx" ON "club_managers" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drops" ADD CONSTRAINT "drops_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_club_idx" ON "products" USING btree ("club_id");