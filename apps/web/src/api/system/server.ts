import { http } from '../http.ts';
import { resourceKeys } from '../query-keys.ts';

/** Host and process facts (durations in seconds). */
export interface ServerBase {
  hostName: string;
  systemOs: string;
  osArchitecture: string;
  processorCount: number;
  sysRunTime: number;
  remoteIp: string;
  localIp: string;
  frameworkDescription: string;
  nodeVersion: string;
  environment: string;
  appVersion: string;
  dataDir: string;
  database: { kind: string; version: string };
  cache: string;
  startTime: string;
  runTime: number;
}

/** Memory (bytes) and CPU (percent) in use. */
export interface ServerUsed {
  totalRam: number;
  freeRam: number;
  usedRam: number;
  ramRate: number;
  cpuRate: number;
  loadAverage: number[];
  processRss: number;
  heapUsed: number;
  heapTotal: number;
  startTime: string;
  runTime: number;
}

export interface ServerDisk {
  diskName: string;
  totalSize: number;
  used: number;
  availableFreeSpace: number;
  availablePercent: number;
}

/** Facts about the host and the process (`/api/sysServer`); the server declares these answers in its routes. */
export const serverApi = {
  base: () => http.get<ServerBase>('/api/sysServer/serverBase'),
  used: () => http.get<ServerUsed>('/api/sysServer/serverUsed'),
  disks: () => http.get<ServerDisk[]>('/api/sysServer/serverDisk'),
};

export const serverKeys = resourceKeys('sysServer');
