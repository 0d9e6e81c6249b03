import { feedback } from '../feedback/feedback.ts';
import { errorText } from '../feedback/errorText.ts';

/** Runs a one-click action (status switches): toasts its outcome, then `after` on success. */
export async function runAction(action: () => Promise<unknown>, doneText: string, after?: () => void) {
  try {
    await action();
    feedback.success(doneText);
    after?.();
  } catch (error) {
    feedback.error(errorText(error));
  }
}
