import { MESSAGES } from '@trails/domain/messages';
import { notFound } from '../../http/errors.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { callerId } from '../auth/security.ts';
import { loadCards } from '../catalog/cards.ts';
import { addFavourite, favouritesOf, isListedTour, removeFavourite } from './repository.ts';

export const favouriteHandlers: OperationHandlers = {
  async listFavourites(request) {
    const rows = await favouritesOf(request.server.db, callerId(request));
    const cards = new Map(
      (
        await loadCards(
          request.server.db,
          rows.map((row) => row.tourId),
        )
      ).map((card) => [card.id, card]),
    );
    return {
      data: rows.flatMap((row) => {
        const activity = cards.get(row.tourId);
        return activity ? [{ id: row.id, activity }] : [];
      }),
    };
  },

  async addFavourite(request) {
    const { db } = request.server;
    if (!(await isListedTour(db, request.params.id))) throw notFound();
    await addFavourite(db, callerId(request), request.params.id);
    return { message: MESSAGES.addedToFavourites };
  },

  async removeFavourite(request) {
    if (!(await removeFavourite(request.server.db, callerId(request), request.params.id))) {
      throw notFound();
    }
    return { message: MESSAGES.itemRemoved };
  },
};
