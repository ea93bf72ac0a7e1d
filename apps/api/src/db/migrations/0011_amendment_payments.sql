CREATE TABLE "booking_amendment_payments" (
	"payment_reference" text PRIMARY KEY NOT NULL,
	"amendment_id" integer NOT NULL,
	"given_back_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_amendment_payments" ADD CONSTRAINT "booking_amendment_payments_amendment_id_booking_amendments_id_fk" FOREIGN KEY ("amendment_id") REFERENCES "booking_amendments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_amendment_payments_amendment" ON "booking_amendment_payments" USING btree ("amendment_id");