ALTER TABLE "carts" ADD COLUMN "awaiting_payment_since" timestamp with time zone;--> statement-breakpoint
UPDATE "carts" SET "awaiting_payment_since" = now() WHERE "id" IN (SELECT "checkout_key" FROM "orders" WHERE "lifecycle_stage" = 'awaiting_payment');
