import net from 'node:net';

/** The query text of a COMMIT as the driver sends it (simple or extended protocol). */
const COMMIT = Buffer.from('commit\0');

export type ProxyMode = 'open' | 'down' | 'blackhole';

/**
 * A TCP proxy for fault tests, between the app and a real server (PostgreSQL):
 * - `cut()`: the port stops listening (new connections: ECONNREFUSED) and open ones are destroyed;
 * - `blackhole()`: new connections are accepted but nothing is forwarded either way, and open ones
 *   stop forwarding too (a network partition: no reset, no FIN, just silence);
 * - `reset()`: open connections get a TCP RST (`resetAndDestroy`), new ones keep working;
 * - `loseNextCommitAnswer()`: the next COMMIT reaches the server, its answer never reaches the app;
 * - `restore()`: forwards again; connections held during a blackhole are dropped (what they carried
 *   was lost, as after a real partition the server has long given up on them).
 */
export class TcpProxy {
  private server: net.Server;
  private readonly pairs = new Set<{ client: net.Socket; upstream: net.Socket | null }>();
  private held = new Set<net.Socket>();
  private mode: ProxyMode = 'open';
  private commitTrap = false;
  /** Connections accepted while open (to tell that the app opened new ones after a fault). */
  accepted = 0;
  port = 0;

  private readonly targetHost: string;
  private readonly targetPort: number;

  constructor(targetHost: string, targetPort: number) {
    this.targetHost = targetHost;
    this.targetPort = targetPort;
    this.server = net.createServer((client) => this.onConnection(client));
  }

  async listen(): Promise<this> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    this.port = (this.server.address() as net.AddressInfo).port;
    return this;
  }

  get state(): ProxyMode {
    return this.mode;
  }

  /** Connections currently forwarded. */
  get openConnections(): number {
    return this.pairs.size;
  }

  private onConnection(client: net.Socket): void {
    client.on('error', () => {});
    if (this.mode === 'blackhole') {
      this.hold(client);
      return;
    }
    this.accepted++;
    const upstream = net.connect(this.targetPort, this.targetHost);
    upstream.on('error', () => {});
    const pair = { client, upstream };
    this.pairs.add(pair);
    client.on('data', (chunk: Buffer) => {
      if (this.commitTrap && chunk.includes(COMMIT)) {
        // The COMMIT reaches the server (and the connection ends there cleanly, after it), but its
        // answer never reaches the app: the app's side gets a reset.
        this.commitTrap = false;
        this.pairs.delete(pair);
        upstream.end(chunk);
        client.resetAndDestroy();
        return;
      }
      upstream.write(chunk);
    });
    upstream.pipe(client);
    const end = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.once('close', end);
    upstream.once('close', end);
  }

  /** Keeps the socket open and reads (and drops) whatever arrives, answering nothing. */
  private hold(socket: net.Socket): void {
    socket.unpipe();
    socket.removeAllListeners('data');
    socket.on('error', () => {});
    socket.on('data', () => {});
    socket.resume();
    this.held.add(socket);
    socket.once('close', () => this.held.delete(socket));
  }

  cut(): void {
    this.mode = 'down';
    if (this.server.listening) this.server.close();
    for (const socket of this.held) socket.destroy();
    this.held.clear();
    for (const { client, upstream } of this.pairs) {
      client.destroy();
      upstream?.destroy();
    }
    this.pairs.clear();
  }

  async blackhole(): Promise<void> {
    this.mode = 'blackhole';
    if (!this.server.listening) await this.listen();
    for (const pair of this.pairs) {
      const { client, upstream } = pair;
      // Stop both directions without closing anything: the app's side hears nothing more.
      if (upstream) {
        upstream.unpipe(client);
        client.unpipe(upstream);
        this.hold(client);
        this.hold(upstream);
      }
    }
    this.pairs.clear();
  }

  /** The next COMMIT sent through the proxy is delivered, and its connection reset before the answer. */
  loseNextCommitAnswer(): void {
    this.commitTrap = true;
  }

  /** Whether the armed COMMIT trap has fired. */
  get commitAnswerLost(): boolean {
    return !this.commitTrap;
  }

  reset(): void {
    for (const { client, upstream } of this.pairs) {
      client.resetAndDestroy();
      upstream?.destroy();
    }
    this.pairs.clear();
  }

  async restore(): Promise<void> {
    this.mode = 'open';
    for (const socket of this.held) socket.destroy();
    this.held.clear();
    if (!this.server.listening) await this.listen();
  }

  async close(): Promise<void> {
    this.cut();
  }
}
