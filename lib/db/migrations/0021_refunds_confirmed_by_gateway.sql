CREATE TABLE "gateway_refund_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"refund_reference" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_refund_reports_refund_reference_unique" UNIQUE("refund_reference")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "gateway_refund_reports" ADD CONSTRAINT "gateway_refund_reports_payment_id_online_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."online_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Refunds recorded from the gateway's acceptance before this change were confirmed then: "accepted" is "refunded".
UPDATE "payment_refunds" SET "status" = 'refunded', "confirmed_at" = "updated_at" WHERE "status" = 'accepted';--> statement-breakpoint
-- A cash order was delivered the day its cash was collected.
UPDATE "orders" SET "delivered_at" = "cash_collected_at" WHERE "lifecycle_stage" = 'delivered' AND "delivered_at" IS NULL;
