CREATE TABLE "catalogue_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"price_fils" integer NOT NULL,
	"original_price_fils" integer,
	"stock" integer,
	"low_stock_threshold" integer,
	"coming_soon" boolean DEFAULT false NOT NULL,
	"coming_soon_date" text,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_entries_price_positive" CHECK ("catalogue_entries"."price_fils" > 0),
	CONSTRAINT "catalogue_entries_stock_not_negative" CHECK ("catalogue_entries"."stock" is null or "catalogue_entries"."stock" >= 0),
	CONSTRAINT "catalogue_entries_original_above_price" CHECK ("catalogue_entries"."original_price_fils" is null or "catalogue_entries"."original_price_fils" > "catalogue_entries"."price_fils")
);
--> statement-breakpoint
-- The figures content/products.ts and content/bundles.ts carried until now, so a shop keeps its prices. Stock starts
-- uncounted (null): nobody knows the shelf yet; the owner enters a count in /admin/catalogue to start counting.
INSERT INTO "catalogue_entries" ("id", "kind", "price_fils", "original_price_fils", "stock", "coming_soon", "active", "position") VALUES
  ('matcha-clay-mask', 'product', 9900, NULL, NULL, false, true, 1),
  ('collagen-essence', 'product', 9400, NULL, NULL, false, true, 2),
  ('matcha-pure-cleanser', 'product', 8900, NULL, NULL, false, true, 3),
  ('matcha-ritual', 'bundle', 23900, NULL, NULL, false, true, 1)
ON CONFLICT ("id") DO NOTHING;
