import { API_MESSAGES } from '@trails/domain/messages';
import type { OperationHandlers } from '../../http/operations.ts';
import { notFound } from '../../http/errors.ts';
import { DEFAULT_MEDIA_WIDTH } from './pictures.ts';

export const mediaHandlers: OperationHandlers = {
  async getMedia(request, reply) {
    const width = request.query.w ?? DEFAULT_MEDIA_WIDTH;
    const bytes = await request.server.media.rendition(request.params.name, width);
    if (!bytes) throw notFound(API_MESSAGES.noSuchImage);
    return reply
      .type('image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(bytes);
  },
};
