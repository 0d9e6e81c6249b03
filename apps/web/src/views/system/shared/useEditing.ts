import { useState } from 'react';

/** Which row an add/edit dialog shows: closed, adding (`{}` or defaults), or editing a row. */
export function useEditing<Row>() {
  const [state, setState] = useState<{ open: boolean; row?: Partial<Row> | undefined; adding: boolean }>({
    open: false,
    adding: true,
  });
  return {
    ...state,
    add: (defaults?: Partial<Row>) => setState({ open: true, row: defaults, adding: true }),
    edit: (row: Row) => setState({ open: true, row: row as Partial<Row>, adding: false }),
    close: () => setState((s) => ({ ...s, open: false })),
  };
}
