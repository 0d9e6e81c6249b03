import type { JobType } from './job-type.ts';

/** The job types the scheduler can run, by key; a job row naming another type fails its runs. */
export class JobTypeRegistry {
  private readonly types = new Map<string, JobType>();

  constructor(types: readonly JobType[]) {
    for (const type of types) {
      if (this.types.has(type.type)) throw new Error(`job type ${type.type} is registered twice`);
      this.types.set(type.type, type);
    }
  }

  get(type: string): JobType | undefined {
    return this.types.get(type);
  }

  list(): JobType[] {
    return [...this.types.values()];
  }
}
