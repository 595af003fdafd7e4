CREATE TABLE "return_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" uuid NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"outcome" text,
	CONSTRAINT "return_lines_one_per_item" UNIQUE("return_id","order_item_id"),
	CONSTRAINT "return_lines_quantity_positive" CHECK ("return_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"request_key" text NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"rejected_reason" text,
	"approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"refund_method" text,
	"refund_reference" text,
	"refunded_fils" integer,
	"refunded_at" timestamp with time zone,
	"payment_refund_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_number_unique" UNIQUE("number"),
	CONSTRAINT "returns_request_key_unique" UNIQUE("request_key"),
	CONSTRAINT "returns_payment_refund_id_unique" UNIQUE("payment_refund_id"),
	CONSTRAINT "returns_refunded_positive" CHECK ("returns"."refunded_fils" is null or "returns"."refunded_fils" > 0)
);
--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_lines_item_idx" ON "return_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_state_idx" ON "returns" USING btree ("state","created_at");