ALTER TABLE "orders" ADD COLUMN "subtotal_amount" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_amount" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Orders placed before shipping was charged paid their items alone, so their subtotal is their total.
UPDATE "orders" SET "subtotal_amount" = "total_amount";
