import type { Status } from '@retail/contracts';

/** Enabled (1) or disabled (2), as the server's `Status` constant. */
export type StatusValue = Status;
