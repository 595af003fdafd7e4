CREATE TABLE "database_identity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The identity is written once, here, so every fresh database (a wiped data folder, another DATABASE_URL) has its own.
INSERT INTO "database_identity" DEFAULT VALUES;
