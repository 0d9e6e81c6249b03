import type { GeneratedTextOutput } from '@retail/contracts/api/system/database';
import { useCallback, useState } from 'react';
import { feedback } from '../../../components/feedback/feedback.ts';

/**
 * The text the last generation returned (shown in the GeneratedDialog until closed), and which generation is
 * running (its button spins). A refusal is shown as the server's message.
 */
export function useGenerated() {
  const [text, setText] = useState<GeneratedTextOutput | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  const run = useCallback(async (key: string, generate: () => Promise<GeneratedTextOutput>) => {
    setRunning(key);
    try {
      setText(await generate());
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      setRunning(null);
    }
  }, []);
  return { text, show: setText, close: () => setText(null), run, running };
}
