import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { formatTime } from '../../../platform/db/time.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import type { ServerInfo } from './info.ts';

const tags = ['sysServer'];
const access = { permission: 'sysServer:serverBase' };

const baseOutput = z.object({
  hostName: z.string(),
  systemOs: z.string(),
  osArchitecture: z.string(),
  processorCount: z.number(),
  sysRunTime: z.number().describe('seconds since the host started'),
  remoteIp: z.string(),
  localIp: z.string(),
  frameworkDescription: z.string(),
  nodeVersion: z.string(),
  environment: z.string(),
  appVersion: z.string(),
  dataDir: z.string(),
  database: z.object({ kind: z.string(), version: z.string() }),
  cache: z.string(),
  startTime: z.string(),
  runTime: z.number().describe('seconds since this process started'),
});
const usedOutput = z.object({
  totalRam: z.number(),
  freeRam: z.number(),
  usedRam: z.number(),
  ramRate: z.number(),
  cpuRate: z.number(),
  loadAverage: z.array(z.number()),
  processRss: z.number(),
  heapUsed: z.number(),
  heapTotal: z.number(),
  startTime: z.string(),
  runTime: z.number(),
});
const diskOutput = z.object({
  diskName: z.string(),
  totalSize: z.number(),
  used: z.number(),
  availableFreeSpace: z.number(),
  availablePercent: z.number(),
});

/** Server information (sizes in bytes, rates in percent, durations in seconds). */
export function serverRoutes(app: FastifyInstance, info: ServerInfo, timeZone: string): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'GET',
    url: '/api/sysServer/serverBase',
    access,
    summary: 'Host, OS, CPU count, Node, database kind and version, uptime',
    tags,
    result: baseOutput,
    handler: async ({ request }) => {
      const base = await info.base(request.ip);
      return { ...base, startTime: formatTime(base.startTime, timeZone) };
    },
  });
  route({
    method: 'GET',
    url: '/api/sysServer/serverUsed',
    access,
    summary: 'Memory and CPU use of the host and the process',
    tags,
    result: usedOutput,
    handler: async () => {
      const used = await info.used();
      return { ...used, startTime: formatTime(used.startTime, timeZone) };
    },
  });
  route({
    method: 'GET',
    url: '/api/sysServer/serverDisk',
    access,
    summary: 'Disks of the data directory and the root file system',
    tags,
    result: z.array(diskOutput),
    handler: () => info.disks(),
  });
}
