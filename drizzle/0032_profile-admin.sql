ALTER TABLE "addresses" ADD COLUMN "recipient_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "recipient_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "is_profile" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "split_from_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "line_quantity" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_split_from_id_order_items_id_fk" FOREIGN KEY ("split_from_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_profile_idx" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_profile";--> statement-breakpoint
-- Hand-written: one address book. Each profile address typed before becomes the customer's
-- saved address marked as the profile's (or marks the saved address with the same lines).
UPDATE "addresses" a SET "is_profile" = true FROM "users" u WHERE a."user_id" = u."id" AND u."address" <> '' AND a."address1" = u."address" AND a."pin_code" = u."pin_code" AND a."id" = (SELECT min(b."id") FROM "addresses" b WHERE b."user_id" = u."id" AND b."address1" = u."address" AND b."pin_code" = u."pin_code");--> statement-breakpoint
INSERT INTO "addresses" ("user_id", "address1", "address2", "city", "state", "pin_code", "is_profile") SELECT u."id", u."address", '', u."city", u."state", u."pin_code", true FROM "users" u WHERE (u."address" <> '' OR u."city" <> '' OR u."state" <> '' OR u."pin_code" <> '') AND NOT EXISTS (SELECT 1 FROM "addresses" a WHERE a."user_id" = u."id" AND a."is_profile");
