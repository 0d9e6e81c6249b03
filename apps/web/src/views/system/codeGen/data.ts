import { useQuery } from '@tanstack/react-query';
import { codeGenApi, codeGenKeys } from '../../../api/system/code-gen.ts';
import { dictApi, dictTypeKeys } from '../../../api/system/dict.ts';
import { menuApi, menuKeys } from '../../../api/system/menu.ts';

/** The live tables of the database (the pickers of the edit, fk and tree dialogs). */
export const useLiveTables = () =>
  useQuery({ queryKey: codeGenKeys.call('tableList'), queryFn: ({ signal }) => codeGenApi.tables(signal) });

/** The columns of a live table, with their suggestions; nothing while no table is chosen. */
export const useTableColumns = (table: string | undefined) =>
  useQuery({
    queryKey: codeGenKeys.call('columnList', table),
    queryFn: ({ signal }) => codeGenApi.columns(table as string, signal),
    enabled: Boolean(table),
  });

/** The whole menu tree (the menu directory picker). */
export const useMenuTree = () =>
  useQuery({ queryKey: menuKeys.call('list'), queryFn: ({ signal }) => menuApi.list({}, signal) });

/** Every dictionary type (the dictionary select of a column). */
export const useDictTypes = () =>
  useQuery({ queryKey: dictTypeKeys.call('list'), queryFn: ({ signal }) => dictApi.typeList(signal) });
