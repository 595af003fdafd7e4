CREATE TABLE "cod_hold_lifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"phone_key" text,
	"lifted_by" text NOT NULL,
	"request_key" text NOT NULL,
	"lifted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_hold_lifts_request_key_unique" UNIQUE("request_key")
);
--> statement-breakpoint
CREATE INDEX "cod_hold_lifts_email_idx" ON "cod_hold_lifts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "cod_hold_lifts_phone_key_idx" ON "cod_hold_lifts" USING btree ("phone_key");