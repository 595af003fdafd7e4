ALTER TABLE "orders" ADD COLUMN "vat_amount_fils" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vat_amount_non_negative" CHECK ("orders"."vat_amount_fils" >= 0);