CREATE TABLE "order_phone_confirmations" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code_sent_at" timestamp with time zone,
	"sends" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_phone_confirmations" ADD CONSTRAINT "order_phone_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;