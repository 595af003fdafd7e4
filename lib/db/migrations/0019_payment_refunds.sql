CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"request_key" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"amount_fils" integer NOT NULL,
	"refunded" jsonb NOT NULL,
	"reason" text NOT NULL,
	"refund_reference" text,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_request_key_unique" UNIQUE("request_key"),
	CONSTRAINT "payment_refunds_refund_reference_unique" UNIQUE("refund_reference"),
	CONSTRAINT "payment_refunds_positive" CHECK ("payment_refunds"."amount_fils" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_order_kind_unique";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refund_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_online_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."online_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_order_kind" ON "invoices" USING btree ("order_id","kind") WHERE "invoices"."refund_id" is null;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_unique" UNIQUE("refund_id");