import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const p of ['/', '/dang-nhap', '/danh-sach-chuong-trinh-xkld-duhoc', '/dang-nhap']) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Performance.enable');
  const t0 = Date.now();
  await page.goto('http://127.0.0.1:3300' + p);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const wall = Date.now() - t0;
  const m = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]));
  console.log(p, 'wall', wall, 'task', m.TaskDuration.toFixed(2), 'script', m.ScriptDuration.toFixed(2), 'style', m.RecalcStyleDuration.toFixed(2), 'layout', m.LayoutDuration.toFixed(2), 'nodes', m.Nodes, 'styleCount', m.RecalcStyleCount);
  await ctx.close();
}
await browser.close();
