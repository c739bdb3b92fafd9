ALTER TABLE "collab_applications" ADD COLUMN "spam" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "spam" boolean DEFAULT false NOT NULL;