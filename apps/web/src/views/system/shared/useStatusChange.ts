import { useState } from 'react';
import type { StatusValue } from '../../../api/system/common.ts';
import { feedback } from '../../../components/feedback/feedback.ts';

/**
 * A row's status change: `busy` while the call runs, then `doneText` and `onChanged`, or the server's refusal
 * as a message.
 */
export function useStatusChange(
  onChange: (next: StatusValue) => Promise<unknown>,
  onChanged: () => void,
  doneText: string,
) {
  const [busy, setBusy] = useState(false);
  const change = async (next: StatusValue) => {
    setBusy(true);
    try {
      await onChange(next);
      feedback.success(doneText);
      onChanged();
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, change };
}
