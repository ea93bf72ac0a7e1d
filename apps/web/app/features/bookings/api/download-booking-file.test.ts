import { describe, expect, it } from 'vitest';
import { attachmentName } from './download-booking-file.ts';

describe('the name of a downloaded booking file', () => {
  it("is the API's attachment name", () => {
    expect(
      attachmentName('attachment; filename="lanka-trails-LT-7QWJ2M4K5N.ics"', 'fallback.ics'),
    ).toBe('lanka-trails-LT-7QWJ2M4K5N.ics');
  });

  it('falls back when the header is missing or has no name', () => {
    expect(attachmentName(null, 'fallback.html')).toBe('fallback.html');
    expect(attachmentName('attachment', 'fallback.html')).toBe('fallback.html');
  });
});
