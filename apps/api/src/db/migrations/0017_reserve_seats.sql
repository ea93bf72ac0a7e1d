-- The seat lock and the reservation under it in one statement, so one round trip (ADR 266).
-- Before, a checkout held its tours' row locks across four round trips (BEGIN, the lock, the
-- reservation, COMMIT); under load each answer waited its turn in a busy API process, and every
-- other checkout of the tour waited behind it. Here the lock is taken and released inside the
-- database: the caller sends one statement (its own implicit transaction) and waits once.
--
-- Each statement of a VOLATILE PL/pgSQL function takes a new snapshot under READ COMMITTED, so
-- the reservation, which runs after the lock is ours, sees what the previous holder committed,
-- as the second statement of the old transaction did. The reservation itself is written in
-- TypeScript (checkout/reservation.ts, with the seat rule of bookings/seats.ts) and passed in
-- with its four parameters: the rule stays in one place.
CREATE FUNCTION reserve_seats(tour_ids integer[], replaces_key text, replaces_user integer,
  reservation text, p1 text, p2 text, p3 text, p4 text)
RETURNS TABLE (order_id integer, "position" integer, "left" integer)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  -- The count after the lock must see what the previous holder committed: a new snapshot per
  -- statement, which READ COMMITTED gives a VOLATILE function (under REPEATABLE READ it would
  -- count from the snapshot taken before the wait, and oversell).
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'reserve_seats needs READ COMMITTED, not %',
      current_setting('transaction_isolation');
  END IF;
  -- One row lock per tour, in id order, so two carts never wait for each other in a circle (the
  -- same order as lockTours in bookings/seats.ts, which a payment's application takes).
  PERFORM 1 FROM tours WHERE id = ANY (tour_ids) ORDER BY id FOR UPDATE;
  IF replaces_key IS NULL THEN
    EXECUTE reservation INTO order_id, "position", "left" USING p1, p2, p3, p4;
    RETURN NEXT;
    RETURN;
  END IF;
  -- A checkout that replaces an earlier attempt of the same caller ends that attempt's
  -- reservation first, so its seats count for this one (ADR 242). The earlier order is locked
  -- as a payment's application locks it; SKIP LOCKED: one being paid this instant is left as it
  -- is (never a wait that could close a circle with the payment's tour locks). Refused, this
  -- attempt leaves the earlier one its seats: the block is undone.
  BEGIN
    WITH earlier AS (
      SELECT o.id FROM orders o
      WHERE o.idempotency_key = replaces_key AND o.user_id IS NOT DISTINCT FROM replaces_user
      FOR UPDATE SKIP LOCKED
    )
    UPDATE bookings b SET reserved_until = now(), updated_at = now()
    FROM earlier
    WHERE b.order_id = earlier.id AND b.payment_status = 'awaiting_payment'
      AND b.reserved_until > now()
      AND NOT EXISTS (SELECT 1 FROM bookings x
        WHERE x.order_id = earlier.id AND x.payment_status <> 'awaiting_payment');
    EXECUTE reservation INTO order_id, "position", "left" USING p1, p2, p3, p4;
    IF order_id IS NULL THEN
      RAISE SQLSTATE 'LT409';
    END IF;
  EXCEPTION WHEN SQLSTATE 'LT409' THEN
    NULL;
  END;
  RETURN NEXT;
END
$$;
