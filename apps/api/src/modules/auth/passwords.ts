import { availableParallelism } from 'node:os';
import { ErrorCode } from '@app/contract';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../lib/app-error.ts';

// OWASP's argon2id baseline (19 MiB, 2 passes): ~50 ms a hash on these machines.
// algorithm 2 = Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface HashBounds {
  /** Hashes and checks running at once (default: the number of CPUs). */
  concurrency: number;
  /** Calls allowed to wait for a slot; one more is refused at once with 503/1128. */
  queue: number;
}

/**
 * Bounds the argon2id work of the whole process (the CPUs are shared by every app in it). Without
 * it, 50 logins at once each waited for all the others (p99 3.6 s on the 2-core machine, every
 * other request slowed with them): now at most `concurrency` run, `queue` wait, and the rest are
 * told to come back (503, Retry-After) before any work is spent on them.
 */
class HashGate {
  private bounds: HashBounds = { concurrency: availableParallelism(), queue: 8 * availableParallelism() };
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  /** Recent time of one hash, for Retry-After. */
  private averageMs = 50;

  configure(bounds: HashBounds): void {
    this.bounds = bounds;
  }

  /** Throws 1128 now if a hash asked for now would be refused (before any other work is spent). */
  assertCapacity(): void {
    if (this.active >= this.bounds.concurrency && this.waiting.length >= this.bounds.queue) throw this.busy();
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.bounds.concurrency) {
      this.active++;
    } else {
      if (this.waiting.length >= this.bounds.queue) throw this.busy();
      // The finishing task hands its slot over (active stays counted).
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    const started = performance.now();
    try {
      return await task();
    } finally {
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started);
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }

  private busy(): AppError {
    // Time to work through what is already queued, rounded up to whole seconds.
    const ahead = this.waiting.length + this.active;
    const seconds = Math.ceil((ahead * this.averageMs) / this.bounds.concurrency / 1000);
    return new AppError(ErrorCode.ServerBusy, {
      headers: { 'retry-after': String(Math.min(30, Math.max(1, seconds))) },
    });
  }
}

const gate = new HashGate();

/** Sets the process's bounds (PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE). */
export function configurePasswordHashing(env: {
  PASSWORD_HASH_CONCURRENCY?: number | undefined;
  PASSWORD_HASH_QUEUE?: number | undefined;
}): void {
  const concurrency = env.PASSWORD_HASH_CONCURRENCY ?? availableParallelism();
  gate.configure({ concurrency, queue: env.PASSWORD_HASH_QUEUE ?? 8 * concurrency });
}

/**
 * Runs argon2 work (or anything as heavy) within the process's bounds; throws AppError 1128 (503)
 * when the queue is full. Tests use it to hold the slots.
 */
export function withHashSlot<T>(task: () => Promise<T>): Promise<T> {
  return gate.run(task);
}

/**
 * Refuses (1128) at once when the hash queue is full, so a login is turned away before its
 * database work rather than after it; the hash itself may still find the queue full.
 */
export function assertHashCapacity(): void {
  gate.assertCapacity();
}

/** Throws AppError 1128 (503) when the queue is full. */
export function hashPassword(plain: string): Promise<string> {
  return withHashSlot(() => hash(plain, options));
}

/** Throws AppError 1128 (503) when the queue is full; false for a wrong password or no hash. */
export async function verifyPassword(stored: string | null, plain: string): Promise<boolean> {
  if (!stored) return false;
  return withHashSlot(async () => {
    try {
      return await verify(stored, plain);
    } catch {
      return false;
    }
  });
}

/** A fixed hash to verify against when the account does not exist, so timing does not tell. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  // Made outside the gate: a refused first call must not leave a rejected promise behind.
  dummyHash ??= hash('not-a-real-password-Aa1!', options);
  return dummyHash;
}
