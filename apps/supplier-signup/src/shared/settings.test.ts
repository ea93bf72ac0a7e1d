import { describe, expect, it } from 'vitest';
import { readSettings } from './settings.ts';

function documentWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('settings');
  if (json !== null) {
    const element = doc.createElement('script');
    element.type = 'application/json';
    element.id = 'supplier-signup-config';
    element.textContent = json;
    doc.head.append(element);
  }
  return doc;
}

describe('readSettings', () => {
  it('takes the values the server wrote into the page', () => {
    const settings = readSettings(documentWith('{"supplierSiteUrl":"https://partners.example"}'));
    expect(settings).toEqual({ supplierSiteUrl: 'https://partners.example' });
  });

  it('keeps the defaults when the page has no settings or unreadable ones', () => {
    for (const doc of [documentWith(null), documentWith('%SUPPLIER_SIGNUP_CONFIG%')]) {
      expect(readSettings(doc).supplierSiteUrl).toBe('https://suppliers.lankatrails.example');
    }
  });
});
