import { useMemo, useState } from 'react';

interface DialogState<Row> {
  open: boolean;
  /** The row being edited; null while adding. */
  row: Row | null;
  /** Values an add starts from, such as the parent of a new child ({} when none). */
  preset: Partial<Row>;
}

/**
 * An add/edit dialog's state: open for add (optionally with preset values), open for edit, or closed. Closing
 * keeps the row, so the dialog's title does not change while it fades out; the actions are stable.
 */
export function useDialogRow<Row>() {
  const [state, setState] = useState<DialogState<Row>>({ open: false, row: null, preset: {} });
  const actions = useMemo(
    () => ({
      add: (preset: Partial<Row> = {}) => setState({ open: true, row: null, preset }),
      edit: (row: Row) => setState({ open: true, row, preset: {} }),
      close: () => setState((s) => ({ ...s, open: false })),
    }),
    [],
  );
  return { ...state, ...actions };
}
