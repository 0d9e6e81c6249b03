import { z } from 'zod';

/** Server information (sizes in bytes, rates in percent, durations in seconds). */
export const serverBaseOutput = z.object({
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
export const serverUsedOutput = z.object({
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
export const serverDiskOutput = z.object({
  diskName: z.string(),
  totalSize: z.number(),
  used: z.number(),
  availableFreeSpace: z.number(),
  availablePercent: z.number(),
});

export type ServerBaseOutput = z.output<typeof serverBaseOutput>;
export type ServerUsedOutput = z.output<typeof serverUsedOutput>;
export type ServerDiskOutput = z.output<typeof serverDiskOutput>;
