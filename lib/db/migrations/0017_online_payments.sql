CREATE TABLE "online_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"session_id" text NOT NULL,
	"redirect_url" text NOT NULL,
	"payment_reference" text,
	"status" text DEFAULT 'started' NOT NULL,
	"amount_fils" integer NOT NULL,
	"currency" text NOT NULL,
	"method" text,
	"captured_fils" integer,
	"captured_at" timestamp with time zone,
	"refunded_fils" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "online_payments_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "online_payments_payment_reference_unique" UNIQUE("payment_reference"),
	CONSTRAINT "online_payments_refund_within_capture" CHECK ("online_payments"."refunded_fils" <= coalesce("online_payments"."captured_fils", 0))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_due_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;