// Where an image file's own data ends. A polyglot hides a second file (a ZIP, a script, an HTML
// page) after a valid picture, so that one byte string is two things at once; re-encoding would
// drop it anyway, but such an upload is refused outright (ADR 162): the bytes after the image's
// last block must be nothing (or zero padding). JPEGs may carry further whole JPEGs after the
// first (phones store depth maps and previews that way, "MPF"), and those are walked too.
//
// Each walker answers the offset just past the image's end, or -1 when the structure is broken.

function pngEnd(bytes: Buffer): number {
  let at = 8; // the signature
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    at += 12 + length;
    if (at > bytes.length) return -1;
    if (type === 'IEND') return at;
  }
  return -1;
}

function gifSubBlocks(bytes: Buffer, from: number): number {
  let at = from;
  while (at < bytes.length) {
    const size = bytes[at]!;
    at += 1;
    if (size === 0) return at;
    at += size;
  }
  return -1;
}

function gifEnd(bytes: Buffer): number {
  if (bytes.length < 13) return -1;
  const flags = bytes[10]!;
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  while (at < bytes.length) {
    const block = bytes[at]!;
    if (block === 0x3b) return at + 1; // the trailer
    if (block === 0x21) {
      at = gifSubBlocks(bytes, at + 2);
    } else if (block === 0x2c) {
      if (at + 10 > bytes.length) return -1;
      const local = bytes[at + 9]!;
      at += 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0);
      at = gifSubBlocks(bytes, at + 1); // after the LZW minimum code size
    } else {
      return -1;
    }
    if (at < 0) return -1;
  }
  return -1;
}

function jpegEnd(bytes: Buffer, start: number): number {
  if (bytes[start] !== 0xff || bytes[start + 1] !== 0xd8) return -1;
  let at = start + 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return -1;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return at + 2;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return -1;
    const length = bytes.readUInt16BE(at + 2);
    at += 2 + length;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is not a stuffed zero or a restart.
      while (at + 1 < bytes.length) {
        if (bytes[at] === 0xff) {
          const next = bytes[at + 1]!;
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
        }
        at += 1;
      }
    }
  }
  return -1;
}

function onlyPadding(bytes: Buffer, from: number): boolean {
  for (let at = from; at < bytes.length; at++) if (bytes[at] !== 0) return false;
  return true;
}

/** True when the file is exactly its image: nothing hidden after it, nothing cut off. */
export function endsWithItsImage(bytes: Buffer, mime: string): boolean {
  if (mime === 'image/png') {
    const end = pngEnd(bytes);
    return end > 0 && onlyPadding(bytes, end);
  }
  if (mime === 'image/gif') {
    const end = gifEnd(bytes);
    return end > 0 && onlyPadding(bytes, end);
  }
  if (mime === 'image/jpeg') {
    let end = jpegEnd(bytes, 0);
    // Further whole JPEGs (MPF) may follow the first.
    while (end > 0 && end < bytes.length && bytes[end] === 0xff && bytes[end + 1] === 0xd8) {
      end = jpegEnd(bytes, end);
    }
    return end > 0 && onlyPadding(bytes, end);
  }
  return false;
}
