// Reads an embla carousel's position as React state, through useSyncExternalStore so that
// the state follows embla's events without effects that copy it.
import { useCallback, useSyncExternalStore } from 'react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
// The autoplay plugin declares its 'autoplay:*' events on embla's event map; a consumer that
// imports the Carousel without the plugin must see them too.
import type {} from 'embla-carousel-autoplay';

type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;
type EmblaEventType = Parameters<EmblaCarouselType['on']>[0];

export type EmblaState = {
  selected: number;
  count: number;
  canPrevious: boolean;
  canNext: boolean;
  playing: boolean;
};

const events: EmblaEventType[] = ['select', 'reInit', 'autoplay:play', 'autoplay:stop'];

const initial = '0|0|0|0|0';

export function useEmblaState(api: EmblaCarouselType | undefined): EmblaState {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!api) return () => {};
      for (const event of events) api.on(event, notify);
      return () => {
        for (const event of events) api.off(event, notify);
      };
    },
    [api],
  );
  const snapshot = useCallback(() => {
    if (!api) return initial;
    return [
      api.selectedScrollSnap(),
      api.scrollSnapList().length,
      Number(api.canScrollPrev()),
      Number(api.canScrollNext()),
      Number(api.plugins().autoplay?.isPlaying() ?? false),
    ].join('|');
  }, [api]);
  const [selected, count, canPrevious, canNext, playing] = useSyncExternalStore(
    subscribe,
    snapshot,
    () => initial,
  )
    .split('|')
    .map(Number) as [number, number, number, number, number];
  return {
    selected,
    count,
    canPrevious: canPrevious === 1,
    canNext: canNext === 1,
    playing: playing === 1,
  };
}
