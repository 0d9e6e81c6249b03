import type { PrintDocType } from '@retail/contracts/api/system/print-catalogue';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { printApi, printKeys } from '../../../../api/system/print.ts';
import { errorText } from '../../../../components/feedback/errorText.ts';
import { usePermissions } from '../../../../components/permission/usePermissions.ts';
import { usePrintText } from '../../../../components/print/usePrintText.ts';
import { tagKey } from '../../../../layouts/tags/tagList.ts';
import { useTagsStore } from '../../../../stores/tags.ts';
import { designPath } from '../designPath.ts';
import { Designer } from './Designer.tsx';
import type { Saved } from './SaveDialog.tsx';
import { PRINT_DOC_TYPES } from './state/contracts.ts';
import { isStart, newTemplate } from './state/newTemplate.ts';
import { TemplatePicker } from './TemplatePicker.tsx';

const isDocType = (value: string | null): value is PrintDocType =>
  value !== null && (PRINT_DOC_TYPES as readonly string[]).includes(value);

/**
 * The print designer screen (menu /develop/printDesign; the print template list opens it): `?id=` designs a saved
 * template, `?docType=&start=builtIn|blank` a new one, and without either it offers the templates to pick from.
 */
export default function PrintDesignScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const docType = params.get('docType');
  const start = params.get('start');
  if (Number.isSafeInteger(id) && id > 0) return <SavedTemplate key={id} id={id} />;
  if (isDocType(docType) && isStart(start)) return <NewTemplate docType={docType} start={start} />;
  return <TemplatePicker />;
}

/** After a new template is saved the screen shows it by its id, and the tag of the unsaved one goes. */
function useShowSaved() {
  const navigate = useNavigate();
  const location = useLocation();
  return (saved: Saved) => {
    const left = tagKey(location.pathname, location.search);
    navigate(designPath({ id: saved.id, name: saved.meta.name }), { replace: true });
    useTagsStore.getState().close(left);
  };
}

function NewTemplate({ docType, start }: { docType: PrintDocType; start: 'builtIn' | 'blank' }) {
  const text = usePrintText();
  const { has } = usePermissions();
  const showSaved = useShowSaved();
  const template = useMemo(() => newTemplate(docType, start), [docType, start]);
  return (
    <Designer
      docType={docType}
      template={template}
      row={null}
      suggestedName={text.docTypeName(docType)}
      canSave={has('sysPrint:add')}
      onSaved={showSaved}
      onReload={() => undefined}
    />
  );
}

function SavedTemplate({ id }: { id: number }) {
  const { t } = useTranslation();
  const { has } = usePermissions();
  const navigate = useNavigate();
  // a reload after someone else saved starts the designer again from what the server has
  const [generation, setGeneration] = useState(0);
  const query = useQuery({
    queryKey: printKeys.call('detail', id),
    queryFn: ({ signal }) => printApi.detail(id, signal),
    // the designer keeps its own copy: reading again only refreshes the version a save sends
    refetchOnWindowFocus: false,
  });
  if (query.isPending) return <Spin className="pd-loading" />;
  if (query.isError)
    return (
      <Result
        status="warning"
        title={errorText(query.error)}
        extra={<Button onClick={() => navigate(designPath())}>{t('printDesign.picker.title')}</Button>}
      />
    );
  const row = query.data;
  return (
    <Designer
      key={generation}
      docType={row.docType}
      template={row.template}
      row={row}
      suggestedName={row.name}
      canSave={has('sysPrint:update') && !query.isFetching}
      onSaved={() => void query.refetch()}
      onReload={() => void query.refetch().then(() => setGeneration((g) => g + 1))}
    />
  );
}
