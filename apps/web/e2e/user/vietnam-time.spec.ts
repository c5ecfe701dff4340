import { expect, hydrated, signIn, test } from '../fixtures.ts';

/**
 * Issue 19 item 4: every date is shown in Vietnam time whatever the device's time zone. A seeker
 * whose phone is set to Tokyo (two hours ahead) reads the times of their applications' history as
 * they happened in Vietnam, after the page has hydrated in the browser (not only in the server's
 * HTML). Reads only the demo seeker's seeded applications.
 */
test.use({ timezoneId: 'Asia/Tokyo' });

const vietnamTime = (iso: string) => {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Ho_Chi_Minh',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((x) => [x.type, x.value]),
  );
  return `${p.hour}:${p.minute} ${p.day}/${p.month}/${p.year}`;
};

test('a seeker whose device is on Tokyo time sees the history of an application in Vietnam time', async ({
  page,
}) => {
  await signIn(page, 'ungvien@viecxa.vn', undefined, '/user/job-apply');
  await hydrated(page);
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');
  const res = await page.request.get('/api/employee/applications');
  expect(res.status()).toBe(200);
  const apps = (await res.json()).data.items as { id: number; events: { created_at: string }[] }[];
  const event = apps.flatMap((a) => a.events)[0];
  expect(event).toBeTruthy();
  const created = event?.created_at ?? '';
  const tokyo = new Date(new Date(created).getTime() + 2 * 3600_000).toISOString();
  // The same instant written in Tokyo time would read two hours later: the test tells them apart.
  expect(vietnamTime(tokyo)).not.toBe(vietnamTime(created));
  await expect(page.locator('main')).toContainText(vietnamTime(created));
});
