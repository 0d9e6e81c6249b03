import { useId } from 'react';

/**
 * A form name unique on the page. antd derives each field's id from it; without one, two kept-alive screens
 * with a field of the same name share an id, and a label then points at the hidden screen's input.
 */
export function useFormName(prefix: string): string {
  return `${prefix}-${useId().replace(/[^\w-]/g, '')}`;
}
