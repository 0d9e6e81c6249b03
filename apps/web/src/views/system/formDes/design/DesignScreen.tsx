import { useQuery } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formApi, formKeys } from '../../../../api/system/form.ts';
import { errorText } from '../../../../components/feedback/errorText.ts';
import { FORM_LIST_PATH } from '../paths.ts';
import { Designer } from './Designer.tsx';

/**
 * The designer of a saved form (`/develop/formDes?design=<id>`), its own lazy chunk: dnd-kit, the model's
 * schema and the publish check load only here.
 */
export default function DesignScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // a reload after someone else saved starts the designer again from what the server has
  const [generation, setGeneration] = useState(0);
  const query = useQuery({
    queryKey: formKeys.call('detail', id),
    queryFn: ({ signal }) => formApi.detail(id, signal),
    // the designer keeps its own copy: reading again only refreshes the version a save sends
    refetchOnWindowFocus: false,
  });
  if (query.isPending) return <Spin className="fd-loading" />;
  if (query.isError)
    return (
      <Result
        status="warning"
        title={errorText(query.error)}
        extra={<Button onClick={() => navigate(FORM_LIST_PATH)}>{t('formDesign.toolbar.back')}</Button>}
      />
    );
  return (
    <Designer
      key={generation}
      row={query.data}
      refresh={async () => {
        const read = await query.refetch();
        if (read.data) return read.data;
        throw read.error ?? new Error(t('formDesign.save.readFailed'));
      }}
      reload={() => void query.refetch().then(() => setGeneration((g) => g + 1))}
    />
  );
}
