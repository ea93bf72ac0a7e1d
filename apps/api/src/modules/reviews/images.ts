// A review photo as it is kept: the type decided by the file's bytes (file-type), never by its
// name or the browser's Content-Type; a polyglot refused (image-structure.ts); decoded within a
// pixel limit and re-encoded by sharp to a WebP no wider or taller than 1920 px. sharp writes no
// metadata unless asked, so EXIF (GPS included), XMP, IPTC and comments are gone; the EXIF
// orientation is applied to the pixels first, so the photo still stands the right way up.
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { API_MESSAGES, MESSAGES } from '@trails/domain/messages';
import { REVIEW_IMAGES } from '@trails/domain/constants';
import { HttpError } from '../../http/errors.ts';
import { endsWithItsImage } from './image-structure.ts';

export const REVIEW_IMAGE_LIMITS = {
  /** The largest upload, in bytes (the multipart parser stops reading past it: 413). */
  maxBytes: 8 * 1024 * 1024,
  /** The most pixels a picture may have (width × height); guards the decoder's memory. */
  maxPixels: 40_000_000,
  /** The longest side kept; larger photos are scaled down. */
  maxSide: 1920,
} as const;

const SHARP_FORMAT: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
};

export type ReviewPhoto = { webp: Buffer; width: number; height: number };

function refused(message: string): HttpError {
  return new HttpError(400, message, { file: [message] });
}

export async function reencodeReviewImage(bytes: Buffer): Promise<ReviewPhoto> {
  if (bytes.length === 0) throw refused(API_MESSAGES.fileEmpty);
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed || !(REVIEW_IMAGES.mimeTypes as readonly string[]).includes(sniffed.mime)) {
    throw refused(MESSAGES.reviewImageType);
  }
  if (!endsWithItsImage(bytes, sniffed.mime)) {
    throw refused(API_MESSAGES.fileHoldsMoreThanAnImage);
  }
  try {
    const input = sharp(bytes, {
      limitInputPixels: REVIEW_IMAGE_LIMITS.maxPixels,
      failOn: 'error',
    });
    const metadata = await input.metadata();
    if (metadata.format !== SHARP_FORMAT[sniffed.mime]) throw refused(MESSAGES.reviewImageType);
    const { data, info } = await input
      .rotate()
      .resize({
        width: REVIEW_IMAGE_LIMITS.maxSide,
        height: REVIEW_IMAGE_LIMITS.maxSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { webp: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const text = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(text)) {
      throw refused(API_MESSAGES.imageTooLarge);
    }
    throw refused(API_MESSAGES.imageUnreadable);
  }
}
