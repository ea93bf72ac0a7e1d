// How an image appears in answers: a default URL plus width/height and a srcset of every
// rendition GET /media/{name}?w= serves.
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
export const DEFAULT_MEDIA_WIDTH: MediaWidth = 960;

export type Picture = {
  url: string;
  width: number;
  height: number;
  srcset: string;
  alt_text: string | null;
};

export function mediaUrl(name: string, width: MediaWidth = DEFAULT_MEDIA_WIDTH): string {
  return `/media/${name}?w=${width}`;
}

export function pictureOf(
  image: { name: string; width: number; height: number; altText?: string | null },
  defaultWidth: MediaWidth = DEFAULT_MEDIA_WIDTH,
): Picture {
  // Never offer a rendition wider than the original (small uploads have fewer widths).
  const fitting = MEDIA_WIDTHS.filter((w) => w <= image.width);
  const widths: readonly MediaWidth[] = fitting.length > 0 ? fitting : [MEDIA_WIDTHS[0]];
  const url = widths.includes(defaultWidth) ? defaultWidth : widths[widths.length - 1]!;
  return {
    url: mediaUrl(image.name, url),
    width: image.width,
    height: image.height,
    srcset: widths.map((w) => `${mediaUrl(image.name, w)} ${w}w`).join(', '),
    alt_text: image.altText ?? null,
  };
}
