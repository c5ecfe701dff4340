import type pg from 'pg';

/** How long a lost LISTEN connection waits before it connects again. */
const RELISTEN_MS = 1000;

/** One LISTEN connection, opened again after every loss until stopped (Database.listen). */
export async function listenOn(
  connect: () => pg.Client,
  channel: string,
  onMessage: (payload: string) => void,
  onState: (up: boolean) => void,
  report: (err: Error) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const open = async () => {
    if (stopped) return;
    const client = connect();
    let lost = false;
    const lose = (err?: Error) => {
      if (err) report(err);
      if (lost) return;
      lost = true;
      if (current === client) {
        current = null;
        onState(false);
      }
      client.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void open(), RELISTEN_MS).unref();
    };
    client.on('error', lose);
    client.on('end', () => lose());
    client.on('notification', (m) => {
      if (m.channel === channel) onMessage(m.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch (err) {
      lose(err as Error);
      return;
    }
    if (lost || stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    onState(true);
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}
