CREATE TABLE "hosted_operations" (
	"provider" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"done_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hosted_operations_provider_idempotency_key_pk" PRIMARY KEY("provider","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "hosted_payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"order_reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"capture_mode" text NOT NULL,
	"description" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_first_name" text NOT NULL,
	"customer_last_name" text NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"notify_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"external_id" text,
	"authorization_token" text,
	"authorized_cents" integer DEFAULT 0 NOT NULL,
	"captured_cents" integer DEFAULT 0 NOT NULL,
	"released_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	"settling_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hosted_operations" ADD CONSTRAINT "hosted_operations_reference_hosted_payments_reference_fk" FOREIGN KEY ("reference") REFERENCES "hosted_payments"("reference") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hosted_payments_order_key" ON "hosted_payments" USING btree ("provider","order_reference");