/**
 * Snowflake-style ids that stay below 2^53 so they are exact JSON numbers:
 * milliseconds since 2020-01-01 (43 bits, ~279 years) | worker (4 bits) | sequence (6 bits).
 * Instances sharing a database need distinct WORKER_ID values.
 */
const EPOCH = Date.UTC(2020, 0, 1);
const WORKER_BITS = 4;
const SEQUENCE_BITS = 6;
const SEQUENCE_MAX = (1 << SEQUENCE_BITS) - 1;

export class IdGenerator {
  private lastMs = 0;
  private sequence = 0;

  constructor(private readonly workerId: number) {
    if (!Number.isInteger(workerId) || workerId < 0 || workerId >= 1 << WORKER_BITS) {
      throw new RangeError(`worker id must be 0..${(1 << WORKER_BITS) - 1}`);
    }
  }

  next(): number {
    let now = Date.now();
    if (now < this.lastMs) now = this.lastMs; // clock moved back: keep ids increasing
    if (now === this.lastMs) {
      this.sequence++;
      if (this.sequence > SEQUENCE_MAX) {
        // sequence exhausted in this millisecond: borrow the next one
        now = this.lastMs + 1;
        this.sequence = 0;
      }
    } else {
      this.sequence = 0;
    }
    this.lastMs = now;
    return (
      (now - EPOCH) * 2 ** (WORKER_BITS + SEQUENCE_BITS) + this.workerId * 2 ** SEQUENCE_BITS + this.sequence
    );
  }
}
