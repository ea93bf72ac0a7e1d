import { chromium } from '@playwright/test';
const [base, path, offsets] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
await page.goto(base + path, { waitUntil: 'networkidle' });
const name = path.replace(/[^a-z0-9]+/gi, '_');
for (const y of offsets.split(',').map(Number)) {
  await page.screenshot({ path: `/tmp/shots/${name}_${y}.png`, fullPage: true, clip: { x: 0, y, width: 390, height: 844 } });
}
await browser.close();
