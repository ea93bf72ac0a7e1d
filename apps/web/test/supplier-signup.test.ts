import { describe, expect, it } from 'vitest';
import { withSettings } from '../supplier-signup.ts';

const page = (json: string) =>
  `<head><script type="application/json" id="supplier-signup-config">${json}</script></head>`;

function settingsOf(html: string): unknown {
  return JSON.parse(/id="supplier-signup-config">([\s\S]*?)<\/script>/.exec(html)![1]!);
}

describe('the supplier sign-up page served by this server', () => {
  it("gets this server's supplier site over the build's, keeping the build's other settings", () => {
    const html = withSettings(
      page('\n  {"supplierSiteUrl":"https://built.example","oauthClientId":"web"}\n'),
      { supplierSiteUrl: 'https://suppliers.example' },
    );
    expect(settingsOf(html)).toEqual({
      supplierSiteUrl: 'https://suppliers.example',
      oauthClientId: 'web',
    });
  });

  it('cannot be broken out of its script element by a value', () => {
    const html = withSettings(page('{}'), { supplierSiteUrl: 'https://x.example/</script><b>' });
    expect(html).not.toContain('</script><b>');
    expect(settingsOf(html)).toEqual({ supplierSiteUrl: 'https://x.example/</script><b>' });
  });

  it('writes the settings into a page whose build left no readable JSON', () => {
    const html = withSettings(page('%SUPPLIER_SIGNUP_CONFIG%'), {
      supplierSiteUrl: 'https://s.example',
    });
    expect(settingsOf(html)).toEqual({ supplierSiteUrl: 'https://s.example' });
  });
});
