// A booking or amendment status in the domain's colours (spec §4); the text always names it.
import { Badge } from '@trails/ui/badge';
import { describeBookingStatus, isBookingStatus } from '@trails/domain/booking-status';

export function StatusBadge({ status }: { readonly status: number }) {
  if (!isBookingStatus(status)) return null;
  const { label, colour } = describeBookingStatus(status);
  return (
    <Badge tone={colour} size="sm">
      {label}
    </Badge>
  );
}
