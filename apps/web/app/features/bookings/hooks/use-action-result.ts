// What the booking page's forms do with their action's answer (ADR 123).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { notify } from '../../../shared/components/notices.tsx';
import type { BookingActionResult } from '../actions.ts';

/**
 * Handles an action's answer once: the snackbar, and the queries that changed (or may have: a
 * refusal for the booking's state, e.g. an amendment already waiting, reloads it too).
 */
export function useActionResult(
  result: BookingActionResult | undefined,
  idle: boolean,
  bookingId: number,
) {
  const queryClient = useQueryClient();
  const handled = useRef<BookingActionResult | undefined>(undefined);
  useEffect(() => {
    if (!idle || !result || result === handled.current) return;
    handled.current = result;
    notify(result.notice, result.ok ? 'success' : 'error');
    if (result.ok || result.refresh) {
      void queryClient.invalidateQueries({ queryKey: ['account', 'booking', bookingId] });
      void queryClient.invalidateQueries({ queryKey: ['account', 'bookings'] });
    }
  }, [idle, result, queryClient, bookingId]);
}
