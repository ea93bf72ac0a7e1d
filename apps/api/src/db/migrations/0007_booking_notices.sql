CREATE TABLE "booking_notices" (
	"booking_id" integer NOT NULL,
	"notice" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_notices_booking_id_notice_pk" PRIMARY KEY("booking_id","notice")
);
--> statement-breakpoint
ALTER TABLE "booking_notices" ADD CONSTRAINT "booking_notices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE cascade ON UPDATE no action;