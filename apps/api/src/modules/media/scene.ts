// Generated landscapes for the demo catalogue: an SVG drawn from a small recipe (a scene kind
// and a seed), rendered to WebP by sharp. No image is downloaded; the same recipe always gives
// the same picture.

export const SCENE_KINDS = [
  'peaks',
  'tea',
  'waterfall',
  'temple',
  'forest',
  'lake',
  'rail',
  'river',
] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

export type SceneRecipe = { kind: SceneKind; seed: number };

/** The intrinsic size of every generated scene (3:2). */
export const SCENE_WIDTH = 1920;
export const SCENE_HEIGHT = 1280;

export function parseRecipe(text: string): SceneRecipe {
  const value = JSON.parse(text) as Partial<SceneRecipe>;
  const kind = SCENE_KINDS.find((k) => k === value.kind) ?? 'peaks';
  return { kind, seed: Number.isInteger(value.seed) ? (value.seed as number) : 1 };
}

/** mulberry32: a tiny deterministic PRNG. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Sky = { top: string; middle: string; bottom: string; sun: string };
const SKIES: Sky[] = [
  { top: '#1d3557', middle: '#e76f51', bottom: '#f4a261', sun: '#ffe8a3' }, // dawn
  { top: '#4a90c2', middle: '#9cc9e6', bottom: '#e3f1f8', sun: '#fffbe6' }, // clear day
  { top: '#7d8ea3', middle: '#b9c4cf', bottom: '#e8ecef', sun: '#f4f4f4' }, // mist
  { top: '#3a2c5a', middle: '#c0607a', bottom: '#f6b38a', sun: '#ffd6a0' }, // dusk
];

const GREENS = ['#2d6a4f', '#40916c', '#52b788', '#1b4332', '#588157', '#3a5a40'];

function ridge(
  random: () => number,
  baseY: number,
  amplitude: number,
  roughness: number,
  width = SCENE_WIDTH,
): string {
  const waves = [1, 2, 3, 5].map((f) => ({
    f: f * (0.6 + random()),
    phase: random() * Math.PI * 2,
    a: amplitude / (f * (1 + roughness)),
  }));
  const points: string[] = [];
  for (let x = 0; x <= width; x += 24) {
    const t = (x / width) * Math.PI * 2;
    let y = baseY;
    for (const w of waves) y -= w.a * Math.sin(t * w.f + w.phase);
    points.push(`${x},${y.toFixed(1)}`);
  }
  return `M0,${SCENE_HEIGHT} L${points.join(' L')} L${width},${SCENE_HEIGHT} Z`;
}

function layers(random: () => number, sky: Sky, count: number, sharp: boolean): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const depth = i / Math.max(1, count - 1);
    const baseY = 520 + depth * 380;
    const amplitude = (sharp ? 260 : 150) * (1 - depth * 0.5);
    const colour =
      i === count - 1 ? pick(random, GREENS) : mix(sky.middle, '#28443a', 0.35 + depth * 0.6);
    out.push(
      `<path d="${ridge(random, baseY, amplitude, sharp ? 0.2 : 0.8)}" fill="${colour}" opacity="${(0.75 + depth * 0.25).toFixed(2)}"/>`,
    );
  }
  return out.join('');
}

function feature(kind: SceneKind, random: () => number): string {
  switch (kind) {
    case 'tea': {
      const rows: string[] = [];
      for (let y = 900; y < SCENE_HEIGHT; y += 34) {
        const sway = 40 + random() * 60;
        rows.push(
          `<path d="M-20,${y} Q${SCENE_WIDTH / 2},${y - sway} ${SCENE_WIDTH + 20},${y}" stroke="#74c69d" stroke-width="16" stroke-linecap="round" fill="none" opacity="0.85"/>`,
        );
      }
      return rows.join('');
    }
    case 'waterfall': {
      const x = 700 + random() * 500;
      return (
        `<path d="M${x - 160},500 L${x + 200},480 L${x + 260},${SCENE_HEIGHT} L${x - 220},${SCENE_HEIGHT} Z" fill="#4a4e4d"/>` +
        `<path d="M${x - 30},500 C${x - 10},800 ${x - 60},1000 ${x - 80},${SCENE_HEIGHT} L${x + 90},${SCENE_HEIGHT} C${x + 60},1000 ${x + 40},800 ${x + 40},495 Z" fill="#eef6fb" opacity="0.92"/>` +
        `<ellipse cx="${x}" cy="${SCENE_HEIGHT - 30}" rx="320" ry="70" fill="#ffffff" opacity="0.55"/>`
      );
    }
    case 'temple': {
      const x = 500 + random() * 900;
      const y = 760;
      return (
        `<rect x="${x - 150}" y="${y + 90}" width="300" height="40" fill="#f1ede4"/>` +
        `<path d="M${x - 120},${y + 92} A120,120 0 0 1 ${x + 120},${y + 92} Z" fill="#fbf8f1"/>` +
        `<rect x="${x - 28}" y="${y - 60}" width="56" height="40" fill="#efe9dc"/>` +
        `<path d="M${x - 18},${y - 60} L${x},${y - 190} L${x + 18},${y - 60} Z" fill="#e9c46a"/>`
      );
    }
    case 'forest': {
      const trees: string[] = [];
      for (let i = 0; i < 70; i++) {
        const x = random() * SCENE_WIDTH;
        const h = 120 + random() * 220;
        const y = 980 + random() * 300;
        trees.push(
          `<path d="M${x},${y - h} L${x + h * 0.28},${y} L${x - h * 0.28},${y} Z" fill="${pick(random, GREENS)}"/>`,
        );
      }
      return trees.join('');
    }
    case 'lake':
      return (
        `<rect x="0" y="960" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT - 960}" fill="#5e8fa8"/>` +
        `<rect x="0" y="960" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT - 960}" fill="url(#sky)" opacity="0.35" transform="scale(1,-1) translate(0,-${960 * 2 + (SCENE_HEIGHT - 960)})"/>` +
        `<path d="M300,1040 h380 M900,1100 h520 M200,1180 h300" stroke="#d9ecf2" stroke-width="6" opacity="0.7"/>`
      );
    case 'rail': {
      const y = 900;
      const arches: string[] = [];
      for (let x = 160; x < SCENE_WIDTH - 160; x += 200) {
        arches.push(
          `<path d="M${x},${SCENE_HEIGHT} L${x},${y + 120} A80,80 0 0 1 ${x + 160},${y + 120} L${x + 160},${SCENE_HEIGHT}" fill="#8d6e63"/>`,
        );
      }
      const trainX = 300 + random() * 700;
      return (
        `<rect x="100" y="${y}" width="${SCENE_WIDTH - 200}" height="60" fill="#8d6e63"/>` +
        arches.join('') +
        `<rect x="${trainX}" y="${y - 70}" width="520" height="70" rx="10" fill="#1d4e89"/>` +
        `<rect x="${trainX + 20}" y="${y - 58}" width="480" height="18" fill="#f4d35e"/>`
      );
    }
    case 'river':
      return `<path d="M${600 + random() * 300},860 C900,980 500,1080 800,${SCENE_HEIGHT} L1300,${SCENE_HEIGHT} C1000,1080 1300,980 ${1000 + random() * 200},860 Z" fill="#7fb7c9" opacity="0.95"/>`;
    case 'peaks':
      return `<rect x="0" y="640" width="${SCENE_WIDTH}" height="120" fill="#ffffff" opacity="0.28"/>`;
  }
}

export function sceneSvg(recipe: SceneRecipe, width: number): string {
  const random = prng(recipe.seed * 7919 + SCENE_KINDS.indexOf(recipe.kind));
  const sky = SKIES[Math.floor(random() * SKIES.length)] ?? SKIES[0]!;
  const height = Math.round((width * SCENE_HEIGHT) / SCENE_WIDTH);
  const sunX = 200 + random() * 1500;
  const sunY = 200 + random() * 250;
  const sharp = recipe.kind === 'peaks' || recipe.kind === 'waterfall';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${sky.top}"/><stop offset="0.55" stop-color="${sky.middle}"/><stop offset="1" stop-color="${sky.bottom}"/>` +
    `</linearGradient></defs>` +
    `<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="url(#sky)"/>` +
    `<circle cx="${sunX}" cy="${sunY}" r="${70 + random() * 40}" fill="${sky.sun}" opacity="0.9"/>` +
    layers(random, sky, 4, sharp) +
    feature(recipe.kind, random) +
    `</svg>`
  );
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) =>
      Math.round(v + ((pb[i] ?? v) - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
