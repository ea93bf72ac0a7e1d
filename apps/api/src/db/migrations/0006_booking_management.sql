ALTER TABLE "booking_amendments" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "booking_amendments" ADD COLUMN "balance_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_amendments" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_amendments_one_pending" ON "booking_amendments" USING btree ("booking_id") WHERE "booking_amendments"."status" = 0;