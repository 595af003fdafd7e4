CREATE TABLE "shop_discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"minimum_order_fils" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"product_ids" jsonb,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_discount_codes_value_range" CHECK ("shop_discount_codes"."value" >= 0),
	CONSTRAINT "shop_discount_codes_limits_positive" CHECK (coalesce("shop_discount_codes"."usage_limit", 1) > 0 and coalesce("shop_discount_codes"."per_customer_limit", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_discount_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"mailbox" text NOT NULL,
	"discount_fils" integer NOT NULL,
	"product_ids" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_discount_redemptions_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "shop_discount_redemptions" ADD CONSTRAINT "shop_discount_redemptions_code_id_shop_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."shop_discount_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_discount_redemptions" ADD CONSTRAINT "shop_discount_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_discount_codes_code_upper_idx" ON "shop_discount_codes" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "shop_discount_redemptions_code_mailbox_idx" ON "shop_discount_redemptions" USING btree ("code_id","mailbox");