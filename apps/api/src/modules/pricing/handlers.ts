import type { OperationHandlers } from '../../http/operations.ts';
import { availabilityOf, costAnswer, priceTour } from './service.ts';

export const pricingHandlers: OperationHandlers = {
  async estimateCost(request) {
    const body = request.body;
    const priced = await priceTour(request.server.db, {
      tourId: body.aid,
      locationId: body.pul,
      date: body.pud,
      party: { adults: body.na ?? 0, children: body.nc ?? 0, infants: body.ni ?? 0 },
    });
    return costAnswer(priced);
  },

  async getActivityAvailability(request) {
    const { id, month } = request.query;
    const { minDate, soldOut } = await availabilityOf(request.server.db, id, month);
    return { data: { min_date: minDate, sold_out: soldOut } };
  },
};
