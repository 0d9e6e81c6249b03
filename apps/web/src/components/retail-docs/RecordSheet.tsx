import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';

interface RecordSheetProps<Row> {
  title: string;
  row: Row;
  /** The list's columns: each one with a field prints as a line of title and shown value (actions are left out). */
  columns: ColumnsType<Row>;
}

/** One record on paper (inside a PrintPortal): its title, then each list column's title and value. */
export function RecordSheet<Row extends object>({ title, row, columns }: RecordSheetProps<Row>) {
  const lines = columns.flatMap((column, index) => {
    if (!('dataIndex' in column) || typeof column.dataIndex !== 'string') return [];
    const value = (row as Record<string, unknown>)[column.dataIndex];
    const shown = column.render ? column.render(value, row, index) : value;
    const heading = typeof column.title === 'function' ? column.dataIndex : column.title;
    return [{ key: column.dataIndex, heading: heading as ReactNode, shown: (shown ?? '') as ReactNode }];
  });
  return (
    <>
      <h2>{title}</h2>
      <table>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <th>{line.heading}</th>
              <td>{line.shown}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
