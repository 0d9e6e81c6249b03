import type { DbTableOutput } from '@retail/contracts/api/system/database';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { databaseApi, databaseKeys } from '../../../api/system/database.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { ActionLink } from '../../../components/list/RowActions.tsx';
import { TextFilters } from '../../../components/list/TextFilters.tsx';
import { GeneratedDialog } from './GeneratedDialog.tsx';
import { type DesignerStart, MigrationDesigner } from './MigrationDesigner.tsx';
import { SeedDialog } from './SeedDialog.tsx';
import { tableColumns } from './structureColumns.tsx';
import { type TableFilters, tablePage } from './tablePage.ts';
import { TableDrawer } from './TableDrawer.tsx';
import { useGenerated } from './useGenerated.ts';

const CODE = 'sysDatabase:list';

/**
 * The database screen (platform, super admin): the connected database's tables; a table's columns, indexes and
 * foreign keys; and the texts a developer commits: its entity, seed data of its rows, and migration drafts.
 */
export default function DatabaseScreen() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<DbTableOutput | null>(null);
  const [seeding, setSeeding] = useState<string | null>(null);
  const [designing, setDesigning] = useState<DesignerStart | null>(null);
  const generated = useGenerated();
  const database = useQuery({
    queryKey: databaseKeys.call('list'),
    queryFn: ({ signal }) => databaseApi.list(signal),
  });
  const entity = (table: string) => void generated.run('entity', () => databaseApi.entity(table));

  const columns = useMemo(
    () => [
      ...tableColumns(setOpen),
      actionColumn<DbTableOutput>((row) => (
        <>
          <ActionLink code={CODE} onClick={() => setOpen(row)}>
            {t('database.viewColumns')}
          </ActionLink>
          <ActionLink code={CODE} onClick={() => entity(row.name)}>
            {t('database.entity')}
          </ActionLink>
          <ActionLink code={CODE} onClick={() => setSeeding(row.name)}>
            {t('database.seedData')}
          </ActionLink>
        </>
      )),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );

  return (
    <>
      <ListPage<DbTableOutput, TableFilters>
        queryKey={databaseKeys.call('tableList')}
        fetchPage={async (input, signal) => tablePage(await databaseApi.tables(signal), input)}
        columns={columns}
        rowKey="name"
        filters={<TextFilters fields={[['name', t('database.tableName')]]} />}
        toolbar={
          <>
            <AddButton code={CODE} onClick={() => setDesigning({ table: null })}>
              {t('database.migration')}
            </AddButton>
            {database.data?.[0] ? (
              <Tag color="blue">{t('database.dbType', { type: database.data[0].dbType })}</Tag>
            ) : null}
          </>
        }
      />
      <TableDrawer
        table={open}
        onClose={() => setOpen(null)}
        running={generated.running}
        onEntity={entity}
        onSeed={setSeeding}
        onMigration={(table) => setDesigning({ table })}
      />
      <SeedDialog table={seeding} onClose={() => setSeeding(null)} onGenerated={generated.show} />
      <MigrationDesigner start={designing} onClose={() => setDesigning(null)} onGenerated={generated.show} />
      <GeneratedDialog text={generated.text} onClose={generated.close} />
    </>
  );
}
