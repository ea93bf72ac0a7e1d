// Local pictures for stories and tests: SVG data URLs drawn here, so nothing is fetched.

function landscape(sky: string, hills: string, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><rect width="800" height="600" fill="${sky}"/><path d="M0 420 L180 250 L330 380 L520 190 L800 430 L800 600 L0 600 Z" fill="${hills}"/><path d="M0 500 Q200 430 400 500 T800 480 L800 600 L0 600 Z" fill="#1F6B4F"/><text x="40" y="80" font-family="sans-serif" font-size="48" fill="#1C1C19">${label}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

export const sampleImages = [
  {
    src: landscape('#CFE6F5', '#5E8C6A', 'Knuckles Range'),
    alt: 'Misty ridges of the Knuckles Range',
  },
  { src: landscape('#F6E3C3', '#7A9A5B', 'Ella Rock'), alt: 'Ella Rock above the tea fields' },
  { src: landscape('#DDE8D5', '#4F7A5A', 'Horton Plains'), alt: 'Grassland of Horton Plains' },
  { src: landscape('#E7DDF2', '#6A7F5C', 'Sri Pada'), alt: 'Sunrise on Sri Pada' },
  { src: landscape('#D5EDEA', '#58806F', 'Kandy Lake'), alt: 'Kandy Lake at dusk' },
  { src: landscape('#F2E6D8', '#8A9A5B', 'Haputale'), alt: 'Haputale tea estate' },
].map((image) => ({ ...image, width: 800, height: 600 }));

export const firstImage = sampleImages[0] ?? {
  src: '',
  alt: '',
  width: 800,
  height: 600,
};
