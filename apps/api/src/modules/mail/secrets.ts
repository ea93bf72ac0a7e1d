// Secrets inside mails (a mailed new password): the outbox never holds them readable (issue 18
// Medium 5, ADR 180). A caller seals the secret into the text it writes; the row keeps only
// AES-256-GCM ciphertext under a key derived from SECRET_KEY; the send job opens it just for the
// transport, and once the mail is out the sealed part is replaced by a note, so neither a
// pending nor a sent row (nor a backup of either) gives the secret away.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** `[[sealed:<base64url iv|tag|ciphertext>]]` — base64url never contains `]`. */
const SEALED = /\[\[sealed:([A-Za-z0-9_-]+)\]\]/g;

/** What a sent mail shows where its secret was. */
export const REMOVED_SECRET = '(removed after sending)';

function keyOf(secretKey: string): Buffer {
  return createHmac('sha256', secretKey).update('mail outbox secrets').digest();
}

/** The text to put in a mail in place of `secret`; only `openSealed` with the same key reads it. */
export function sealSecret(secretKey: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secretKey), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const sealed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  return `[[sealed:${sealed}]]`;
}

/** The text with every sealed secret opened (for the transport, or the dev mailbox). */
export function openSealed(secretKey: string, text: string): string {
  return text.replace(SEALED, (_whole, sealed: string) => {
    try {
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', keyOf(secretKey), bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      // Sealed under another SECRET_KEY: say so rather than send ciphertext.
      return REMOVED_SECRET;
    }
  });
}

/** The text with every sealed secret replaced by a note (a mail that was sent). */
export function redactSealed(text: string): string {
  return text.replace(SEALED, REMOVED_SECRET);
}

export function hasSealed(text: string): boolean {
  return new RegExp(SEALED.source).test(text);
}
