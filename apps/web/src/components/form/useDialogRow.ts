import { useMemo, useState } from 'react';

/** An add/edit dialog's state: closed, adding (row null) or editing a row; the actions are stable. */
export function useDialogRow<Row>() {
  const [state, setState] = useState<Row | null | undefined>(undefined);
  const actions = useMemo(
    () => ({
      add: () => setState(null),
      edit: (row: Row) => setState(() => row),
      close: () => setState(undefined),
    }),
    [],
  );
  return { row: state ?? null, open: state !== undefined, ...actions };
}
