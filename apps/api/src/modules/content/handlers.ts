import type { OperationHandlers } from '../../http/operations.ts';
import * as content from './service.ts';

export const contentHandlers: OperationHandlers = {
  async getSiteContent(request) {
    return { data: await content.siteContent(request.server.db) };
  },
  async getSiteSettings(request) {
    return { data: await content.siteSettings(request.server.db) };
  },
  async listSliders(request) {
    return { data: await content.sliders(request.server.db) };
  },
  async listFeaturedCategories(request) {
    return { data: await content.featuredCategories(request.server.db) };
  },
  async listInstagramPosts(request) {
    return { data: await content.instagramPosts(request.server.db) };
  },
  async listLocations(request) {
    return { data: await content.locationOptions(request.server.db) };
  },
  async listCategories(request) {
    return { data: await content.categoryList(request.server.db) };
  },
  async searchLocations(request) {
    return { data: await content.searchLocationOptions(request.server.db, request.query.keyword) };
  },
  async listLocationPageTags(request) {
    return { data: await content.locationPageTags(request.server.db, request.server.clock.now()) };
  },
  async getLocationPage(request) {
    return {
      data: await content.locationPage(
        request.server.db,
        request.query.id,
        request.server.clock.now(),
      ),
    };
  },
  async listTravelInspirations(request) {
    return { data: await content.inspirations(request.server.db, request.query.page ?? 1) };
  },
};
