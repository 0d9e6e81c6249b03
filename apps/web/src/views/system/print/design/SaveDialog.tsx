import type { PrintDocType } from '@retail/contracts/api/system/print-catalogue';
import type { PrintDetailOutput } from '@retail/contracts/api/system/print';
import type { PrintTemplate } from '@retail/contracts/api/system/print-template';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/http.ts';
import { printApi } from '../../../../api/system/print.ts';
import type { StatusValue } from '../../../../api/system/common.ts';
import { FormModal } from '../../../../components/form/FormModal.tsx';
import { newMeta, sentMeta, type TemplateMeta, TemplateMetaFields } from '../TemplateMetaFields.tsx';

/** Someone else saved the template since it was read (not the 409 of a name another template holds). */
const isVersionConflict = (error: unknown) =>
  error instanceof ApiError && error.code === 409 && error.reason === 'print.versionConflict';

/** What a save answers: the template's id (a new one's, when it was added). */
export interface Saved {
  id: number;
  meta: TemplateMeta;
  template: PrintTemplate;
}

interface Props {
  open: boolean;
  docType: PrintDocType;
  /** the template as the server has it; null: a new template */
  row: PrintDetailOutput | null;
  /** a new template's suggested name */
  suggestedName: string;
  template: PrintTemplate;
  onClose(): void;
  onSaved(saved: Saved): void;
  /** someone else saved the template since it was read (409) */
  onConflict(): void;
}

/**
 * Saving asks for the template's name, order, status and remark: a new template is added, an existing one
 * updated with the version it was read at (a stale version is refused with 409, offered as a reload). The
 * server's refusal of a field shows on that field.
 */
export function SaveDialog({
  open,
  docType,
  row,
  suggestedName,
  template,
  onClose,
  onSaved,
  onConflict,
}: Props) {
  const { t } = useTranslation();
  const initialValues = useMemo<Partial<TemplateMeta>>(
    () =>
      row
        ? { name: row.name, orderNo: row.orderNo, status: row.status as StatusValue, remark: row.remark }
        : newMeta(suggestedName),
    [row, suggestedName],
  );
  const submit = async (values: TemplateMeta) => {
    const meta = sentMeta(values);
    try {
      const id = row
        ? (await printApi.update({ id: row.id, version: row.version, ...meta, template }), row.id)
        : await printApi.add({ docType, ...meta, template });
      onSaved({ id, meta, template });
    } catch (error) {
      if (isVersionConflict(error) && row) onConflict();
      throw error;
    }
  };
  return (
    <FormModal<TemplateMeta>
      open={open}
      width={520}
      title={row ? t('printDesign.save.update') : t('printDesign.save.add')}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={submit}
      fieldErrors
    >
      <TemplateMetaFields docType={docType} />
    </FormModal>
  );
}
