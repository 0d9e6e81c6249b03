import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/errors.ts';
import type { MaintenanceLock } from './maintenance-lock.ts';

/** Calls that still answer during a restore: health checks and the restore's own status. */
const OPEN_DURING_RESTORE = new Set(['/api/health', '/api/sysBackup/restoreStatus']);
const PROBE_MS = 1000;

/**
 * Maintenance mode: while a restore runs (here, or on another instance or in `npm run db:restore`, seen by probing
 * the restore lock every second) every /api call but health and the restore status answers 503 with a message
 * that says why. Calls already running when a restore begins finish first (see `drain`).
 */
export class MaintenanceMode {
  private local = false;
  private remote = false;
  private inFlight = 0;
  private readonly counted = new WeakSet<object>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly lock: MaintenanceLock) {}

  get active(): boolean {
    return this.local || this.remote;
  }

  /** Set by this instance's own restore, before it takes the lock and until it has let go of it. */
  setLocal(active: boolean): void {
    this.local = active;
    // the probe saw this instance's own lock; it finds any other holder again within a second
    if (!active) this.remote = false;
  }

  install(app: FastifyInstance): void {
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const path = request.url.split('?')[0] ?? '';
      if (this.active && !OPEN_DURING_RESTORE.has(path)) throw new AppError(503, 'backup.maintenance');
      this.inFlight++;
      this.counted.add(request);
    });
    const done = async (request: object) => {
      if (this.counted.delete(request)) this.inFlight--;
    };
    app.addHook('onResponse', done);
    app.addHook('onRequestAbort', done);
    this.timer = setInterval(() => {
      this.lock.isHeld().then(
        (held) => (this.remote = held),
        () => {},
      );
    }, PROBE_MS);
    this.timer.unref();
    app.addHook('onClose', async () => this.stop());
  }

  /** Waits until no call other than `own` is running here (at most `maxMs`). */
  async drain(own: number, maxMs = 30_000): Promise<void> {
    const until = Date.now() + maxMs;
    while (this.inFlight > own && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.lock.close();
  }
}
