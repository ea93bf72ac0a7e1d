CREATE TABLE "sandbox_operations" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"capture_mode" text NOT NULL,
	"description" text NOT NULL,
	"customer_email" text NOT NULL,
	"return_url" text NOT NULL,
	"decline_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"notify_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"card_last4" text,
	"authorized_cents" integer DEFAULT 0 NOT NULL,
	"captured_cents" integer DEFAULT 0 NOT NULL,
	"released_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_webhooks" (
	"event_id" text PRIMARY KEY NOT NULL,
	"notify_url" text NOT NULL,
	"payload" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'awaiting_payment';--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_status" text DEFAULT 'awaiting_payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reference" text NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_email" text NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_origin" text NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_link" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reserved_until" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "provider_reference" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "type" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "capture_mode" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "authorized_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "captured_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "released_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_operations" ADD CONSTRAINT "sandbox_operations_reference_sandbox_payments_reference_fk" FOREIGN KEY ("reference") REFERENCES "sandbox_payments"("reference") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_webhooks_due" ON "sandbox_webhooks" USING btree ("delivered_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "bookings_order" ON "bookings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "bookings_awaiting_payment" ON "bookings" USING btree ("reserved_until") WHERE "bookings"."payment_status" = 'awaiting_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_key" ON "orders" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_key" ON "payments" USING btree ("order_id");