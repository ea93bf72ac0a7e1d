// jsdom does no layout, so every offsetWidth is 0. Carousel tests give slides a width and a
// left offset by position, which is all embla measures.

export function stubSlideLayout(width: number): () => void {
  const prototype = HTMLElement.prototype;
  const originals = {
    offsetWidth: Object.getOwnPropertyDescriptor(prototype, 'offsetWidth'),
    offsetLeft: Object.getOwnPropertyDescriptor(prototype, 'offsetLeft'),
  };
  Object.defineProperty(prototype, 'offsetWidth', {
    configurable: true,
    get() {
      return width;
    },
  });
  Object.defineProperty(prototype, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      const index = this.dataset.carouselSlide ?? this.dataset.gallerySlide;
      return index === undefined ? 0 : Number(index) * width;
    },
  });
  return () => {
    for (const [key, descriptor] of Object.entries(originals)) {
      if (descriptor) Object.defineProperty(prototype, key, descriptor);
    }
  };
}
