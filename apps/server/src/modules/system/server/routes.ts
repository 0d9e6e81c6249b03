import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { formatTime } from '../../../platform/db/time.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { serverBaseOutput, serverDiskOutput, serverUsedOutput } from '@retail/contracts/api/system/server';
import type { ServerInfo } from './info.ts';

const tags = ['sysServer'];
const access = { permission: 'sysServer:serverBase' };

/** Server information (sizes in bytes, rates in percent, durations in seconds). */
export function serverRoutes(app: FastifyInstance, info: ServerInfo, timeZone: string): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'GET',
    url: '/api/sysServer/serverBase',
    access,
    summary: 'Host, OS, CPU count, Node, database kind and version, uptime',
    tags,
    result: serverBaseOutput,
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
    result: serverUsedOutput,
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
    result: z.array(serverDiskOutput),
    handler: () => info.disks(),
  });
}
