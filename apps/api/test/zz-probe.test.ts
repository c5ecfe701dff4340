import { it } from 'vitest';
import { useTestApp } from './helpers.ts';
import { ask } from './support/chat.ts';
const QS = (process.env.PROBE_QS ?? '').split('||').filter(Boolean);
const t = useTestApp({ CHAT_RATE_LIMIT_MAX: '100000' });
it('probe', async () => {
  for (const q of QS) {
    const a = await ask(t.app, q);
    console.log(`\n### ${q}\n[${a.cards.intent}] jobs=${a.cards.jobs.length} sources=${a.cards.sources.map((s) => s.url).join(' ')}\n${a.done.text}`);
  }
}, 120000);
