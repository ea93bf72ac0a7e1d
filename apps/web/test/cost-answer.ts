// The API's price estimate as the plain-post tests need it (POST /api/activity/cost): $45 a
// head, 2027-01-20 sold out, and at most `mostAdults` adults when given.
import type { Call } from './fake-api.ts';

export type CostBody = {
  aid: number;
  pul: number;
  pud?: string;
  na: number;
  nc: number;
  ni: number;
};

export function costAnswer({ mostAdults }: { mostAdults?: number } = {}) {
  return ({ body }: Call) => {
    const asked = body as CostBody;
    if (mostAdults !== undefined && asked.na > mostAdults) {
      return { body: { status: 'error', message: `At most ${mostAdults} adults`, field: 'na' } };
    }
    if (asked.pud === '2027-01-20') {
      return { body: { status: 'error', message: 'This date is sold out', field: 'pud' } };
    }
    return {
      body: { amount: 45 * (asked.na + asked.nc), amount_formatted: 'USD', min_date: '2026-12-02' },
    };
  };
}
