CREATE TABLE "cart_reminders" (
	"cart_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"restored_at" timestamp with time zone,
	CONSTRAINT "cart_reminders_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "contact_locale" text;