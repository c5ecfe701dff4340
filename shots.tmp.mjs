import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3311';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function login(ctx, email) {
  const p = await ctx.newPage();
  await p.goto(base + '/dang-nhap');
  await p.getByLabel(/Email|Tên đăng nhập/).first().fill(email);
  await p.getByLabel('Mật khẩu', { exact: false }).first().fill('Demo@123');
  await p.getByRole('button', { name: /Đăng nhập/ }).first().click();
  await p.waitForURL((u) => !u.pathname.startsWith('/dang-nhap'), { timeout: 30000 });
  return p;
}
const jobs = [
  [null, '/canh-bao-lua-dao', 'warning'],
  [null, '/bao-cao-tin-dang-ngo?job=1', 'report'],
  [null, '/danh-sach-chuong-trinh-xkld-duhoc?keyword=ky%20su', 'joblist'],
  ['admin@viecxa.vn', '/admin/reports', 'admin-reports'],
  ['admin@viecxa.vn', '/admin/scheduler', 'admin-scheduler'],
  ['ungvien@viecxa.vn', '/user/my-data', 'my-data'],
  ['ungvien@viecxa.vn', '/user/job-alerts', 'job-alerts'],
];
for (const [who, path, name] of jobs) {
  for (const [w, h, tag] of [[390, 844, 'phone'], [1280, 900, 'desk']]) {
    const ctx = await b.newContext({ viewport: { width: w, height: h } });
    const p = who ? await login(ctx, who) : await ctx.newPage();
    await p.goto(base + path, { waitUntil: 'networkidle' });
    await p.screenshot({ path: `/tmp/shots/${name}-${tag}.png`, fullPage: tag === 'phone' && name !== 'joblist' });
    await ctx.close();
  }
}
await b.close();
