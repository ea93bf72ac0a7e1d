import type { OperationHandlers } from '../../http/operations.ts';
import { costAnswer, priceTour } from './service.ts';

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
};
