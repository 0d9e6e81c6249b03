import type { ModuleRegistration } from './module.ts';

/** System-administration modules, registered in this order. Each module adds one line here. */
export const systemModules: ModuleRegistration[] = [];
