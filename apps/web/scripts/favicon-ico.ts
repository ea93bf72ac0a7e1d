// Writes public/favicon.ico from the shapes of public/favicon.svg (a green rounded square, a white
// peak). Every browser, feed reader and bookmark tool asks for /favicon.ico whatever the head
// links, and some cannot read SVG: a real .ico (16 and 32 pixel PNG images) answers all of them.
// Run again after changing the SVG: `node scripts/favicon-ico.ts`. No dependency: the shapes are
// few, so they are drawn here with 4×4 samples a pixel rather than by an SVG renderer.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

const VIEW = 24; // the SVG's viewBox
const GREEN = [0x1f, 0x6b, 0x4f] as const;
const WHITE = [0xff, 0xff, 0xff] as const;
const CORNER = 5; // rx
const PEAK: readonly (readonly [number, number])[] = [
  [3, 20],
  [10, 6],
  [14, 13],
  [16, 10],
  [21, 20],
];

function inRoundedSquare(x: number, y: number): boolean {
  if (x < 0 || y < 0 || x > VIEW || y > VIEW) return false;
  const cx = Math.min(Math.max(x, CORNER), VIEW - CORNER);
  const cy = Math.min(Math.max(y, CORNER), VIEW - CORNER);
  return (x - cx) ** 2 + (y - cy) ** 2 <= CORNER ** 2;
}

function inPeak(x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = PEAK.length - 1; i < PEAK.length; j = i++) {
    const [xi, yi] = PEAK[i]!;
    const [xj, yj] = PEAK[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** RGBA rows of the icon at `size` pixels. */
function draw(size: number): Buffer {
  const samples = 4;
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((px + (sx + 0.5) / samples) * VIEW) / size;
          const y = ((py + (sy + 0.5) / samples) * VIEW) / size;
          if (!inRoundedSquare(x, y)) continue;
          const colour = inPeak(x, y) ? WHITE : GREEN;
          colour.forEach((c, i) => (sum[i]! += c));
          sum[3]! += 255;
        }
      }
      const covered = sum[3]! / 255;
      const at = (py * size + px) * 4;
      for (let i = 0; i < 3; i++) pixels[at + i] = covered ? Math.round(sum[i]! / covered) : 0;
      pixels[at + 3] = Math.round(sum[3]! / samples ** 2);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function png(size: number): Buffer {
  const rgba = draw(size);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4); // filter 0
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ICO holding PNG images (read by every browser since 2007). */
function ico(sizes: readonly number[]): Buffer {
  const images = sizes.map(png);
  const header = Buffer.alloc(6 + 16 * sizes.length);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(sizes.length, 4);
  let offset = header.length;
  sizes.forEach((size, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4); // planes
    header.writeUInt16LE(32, entry + 6); // bits a pixel
    header.writeUInt32LE(images[i]!.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += images[i]!.length;
  });
  return Buffer.concat([header, ...images]);
}

const out = path.resolve(import.meta.dirname, '..', 'public', 'favicon.ico');
writeFileSync(out, ico([16, 32]));
console.log(`[web] wrote ${path.relative(process.cwd(), out)}`);
