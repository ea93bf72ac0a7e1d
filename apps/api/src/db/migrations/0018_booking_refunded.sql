-- What a cancellation gave back to the traveller's card (ADR 295): the booking page said only
-- "Refunded", since the cancellation zeroes paid_cents. Null for bookings cancelled before.
ALTER TABLE "bookings" ADD COLUMN "refunded_cents" integer;
