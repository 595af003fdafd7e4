ALTER TABLE "reviews" DROP CONSTRAINT "reviews_order_product_unique";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "order_item_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_item_unique" UNIQUE("order_item_id");