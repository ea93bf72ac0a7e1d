import { describe, expect, it } from 'vitest';
import { TRUNCATE } from '@trails/domain/constants';
import { truncate } from '@trails/domain/format';
import { activityCard } from '../../../test/builders.ts';
import { listedCard } from './listed-card.ts';

const overview =
  'Leave Ella before dawn, cross the Nine Arch Bridge as the first train passes, climb Little Adam’s Peak for sunrise over the gap and come down through a working tea estate for breakfast.';

describe('a listed card', () => {
  it('keeps what a card draws and drops the rest', () => {
    const picture = {
      url: '/media/tour-ella-1?w=960',
      width: 1920,
      height: 1280,
      srcset: '/media/tour-ella-1?w=320 320w, /media/tour-ella-1?w=960 960w',
      alt_text: 'Ella, view 1',
    };
    const card = listedCard(activityCard({ overview, picture }));
    expect(Object.keys(card).sort()).toEqual(
      [
        'average_rating',
        'cover_image',
        'deals',
        'duration',
        'duration_value',
        'full_seo_url',
        'id',
        'overview',
        'picture',
        'price',
        'rating_count',
        'title',
        'tour_type',
      ].sort(),
    );
    expect(card).not.toHaveProperty('categories');
    // The card's image is decorative (alt=""): its alt text is not sent.
    const { alt_text: _, ...drawn } = picture;
    expect(card.picture).toEqual(drawn);
  });

  it('shows the same overview at every listing limit as the full text would', () => {
    const card = listedCard(activityCard({ overview }));
    expect(card.overview.length).toBeLessThan(overview.length);
    for (const limit of [TRUNCATE.listingOverview, TRUNCATE.relatedOverview]) {
      expect(truncate(card.overview, limit)).toBe(truncate(overview, limit));
    }
  });
});
