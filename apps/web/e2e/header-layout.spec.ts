// The header on a phone: the logo, Help, the account and the cart on one row, the logo's name on
// one line, nothing past the right edge — from the narrowest phone (320 px) up.
import { expect, test } from './fixtures.ts';

for (const width of [320, 360, 390]) {
  test(`the header fits one row at ${width} px, the logo on one line`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/');
    const logo = page.getByRole('banner').getByRole('link', { name: 'Lanka Trails home' });
    const cart = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
    const logoBox = (await logo.boundingBox())!;
    const cartBox = (await cart.boundingBox())!;
    // One line of text in a 44 px link (two lines made it 60 px tall).
    expect(logoBox.height).toBeLessThanOrEqual(44);
    // On the same row as the cart, which ends inside the screen.
    expect(
      Math.abs(logoBox.y + logoBox.height / 2 - (cartBox.y + cartBox.height / 2)),
    ).toBeLessThan(4);
    expect(cartBox.x + cartBox.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  });
}
