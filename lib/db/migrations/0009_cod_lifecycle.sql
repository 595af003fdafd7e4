ALTER TABLE "orders" ADD COLUMN "lifecycle_stage" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_collected_fils" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refused_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_lifecycle_stage_idx" ON "orders" USING btree ("lifecycle_stage");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cash_collected_non_negative" CHECK ("orders"."cash_collected_fils" >= 0);--> statement-breakpoint
-- Existing local orders join the lifecycle where their old statuses put them: cancelled, shipped, or still placed.
UPDATE "orders" SET "lifecycle_stage" = CASE
  WHEN "status" = 'cancelled' THEN 'cancelled'
  WHEN "fulfillment_status" = 'fulfilled' THEN 'shipped'
  ELSE 'placed'
END WHERE "source" = 'local';
