import type { Insertable } from 'kysely';
import type {
  Database,
  SysLogDiffTable,
  SysLogExTable,
  SysLogOpTable,
  SysLogVisTable,
} from '../../db/schema.ts';
import type { Db } from '../db/database.ts';
import type { IdGenerator } from '../db/ids.ts';

type LogTable = 'sysLogVis' | 'sysLogOp' | 'sysLogEx' | 'sysLogDiff';
type Row<T extends LogTable> = Omit<Insertable<Database[T]>, 'id' | 'createTime'>;

const BATCH = 200;

/**
 * The visit, operation, exception and difference logs. Rows are queued and written in batches off the request
 * path; `flush()` waits until everything queued so far is stored.
 */
export class AuditLog {
  private readonly queues: { [K in LogTable]: Insertable<Database[K]>[] } = {
    sysLogVis: [],
    sysLogOp: [],
    sysLogEx: [],
    sysLogDiff: [],
  };
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly ids: IdGenerator,
    private readonly onError: (error: unknown) => void,
    private readonly delayMs = 250,
  ) {}

  visit(row: Row<'sysLogVis'>): void {
    this.enqueue('sysLogVis', row as Insertable<SysLogVisTable>);
  }

  operation(row: Row<'sysLogOp'>): void {
    this.enqueue('sysLogOp', row as Insertable<SysLogOpTable>);
  }

  exception(row: Row<'sysLogEx'>): void {
    this.enqueue('sysLogEx', row as Insertable<SysLogExTable>);
  }

  diff(row: Row<'sysLogDiff'>): void {
    this.enqueue('sysLogDiff', row as Insertable<SysLogDiffTable>);
  }

  private enqueue<T extends LogTable>(table: T, row: Insertable<Database[T]>): void {
    (this.queues[table] as Insertable<Database[T]>[]).push({
      ...row,
      id: this.ids.next(),
      createTime: Date.now(),
    });
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.delayMs);
  }

  /** Writes everything queued so far. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    this.writing = this.writing.then(() => this.writeAll());
    return this.writing;
  }

  private async writeAll(): Promise<void> {
    for (const table of Object.keys(this.queues) as LogTable[]) {
      const rows = this.queues[table].splice(0);
      for (let i = 0; i < rows.length; i += BATCH) {
        try {
          const batch = rows.slice(i, i + BATCH) as Insertable<Database[typeof table]>[];
          await this.db
            .insertInto(table)
            .values(batch as never)
            .execute();
        } catch (error) {
          this.onError(error);
        }
      }
    }
  }
}
