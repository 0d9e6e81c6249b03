import { statfs } from 'node:fs/promises';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { Db } from '../../../platform/db/database.ts';

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

function localIp(): string {
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const a of addresses ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return '127.0.0.1';
}

/** CPU busy share over a short sample of all cores. */
async function cpuRate(sampleMs = 200): Promise<number> {
  const total = () =>
    os.cpus().reduce(
      (acc, cpu) => {
        const t = cpu.times;
        acc.idle += t.idle;
        acc.all += t.user + t.nice + t.sys + t.idle + t.irq;
        return acc;
      },
      { idle: 0, all: 0 },
    );
  const a = total();
  await sleep(sampleMs);
  const b = total();
  const all = b.all - a.all;
  return all > 0 ? round(100 * (1 - (b.idle - a.idle) / all)) : 0;
}

/** Facts about the host, the process and the database for the server-info screen. */
export class ServerInfo {
  private readonly startedAt = Date.now();

  constructor(
    private readonly db: Db,
    private readonly dbType: DbType,
    private readonly dataDir: string,
    private readonly version: string,
    private readonly cacheKind: string,
  ) {}

  private async databaseVersion(): Promise<string> {
    const query =
      this.dbType === 'sqlite'
        ? sql<{ v: string }>`select sqlite_version() as v`
        : sql<{ v: string }>`select version() as v`;
    const row = (await query.execute(this.db)).rows[0];
    return String(row?.v ?? '');
  }

  async base(remoteIp: string) {
    return {
      hostName: os.hostname(),
      systemOs: `${os.type()} ${os.release()}`,
      osArchitecture: os.arch(),
      processorCount: os.cpus().length,
      sysRunTime: Math.round(os.uptime()),
      remoteIp,
      localIp: localIp(),
      frameworkDescription: `Node.js ${process.version}`,
      nodeVersion: process.version,
      environment: process.env.NODE_ENV ?? 'production',
      appVersion: this.version,
      dataDir: this.dataDir,
      database: { kind: this.dbType, version: await this.databaseVersion() },
      cache: this.cacheKind,
      startTime: this.startedAt,
      runTime: Math.round((Date.now() - this.startedAt) / 1000),
    };
  }

  async used() {
    const total = os.totalmem();
    const free = os.freemem();
    const memory = process.memoryUsage();
    return {
      totalRam: total,
      freeRam: free,
      usedRam: total - free,
      ramRate: round((100 * (total - free)) / total),
      cpuRate: await cpuRate(),
      loadAverage: os.loadavg().map((n) => round(n, 2)),
      processRss: memory.rss,
      heapUsed: memory.heapUsed,
      heapTotal: memory.heapTotal,
      startTime: this.startedAt,
      runTime: Math.round((Date.now() - this.startedAt) / 1000),
    };
  }

  /** The disks holding the data directory and the root file system (one entry when they are the same). */
  async disks() {
    const paths = [...new Set([this.dataDir, '/'])];
    const result: Array<{
      diskName: string;
      totalSize: number;
      used: number;
      availableFreeSpace: number;
      availablePercent: number;
    }> = [];
    const seen = new Set<string>();
    for (const path of paths) {
      try {
        const s = await statfs(path);
        const totalSize = s.blocks * s.bsize;
        const available = s.bavail * s.bsize;
        const id = `${s.type}:${s.blocks}:${s.bfree}`;
        if (seen.has(id)) continue;
        seen.add(id);
        result.push({
          diskName: path,
          totalSize,
          used: totalSize - s.bfree * s.bsize,
          availableFreeSpace: available,
          availablePercent: totalSize > 0 ? round((100 * available) / totalSize) : 0,
        });
      } catch {
        // a path that does not exist yet (fresh DATA_DIR) has no disk to report
      }
    }
    return result;
  }
}
