import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/list/ChoiceFilter.tsx';
import { TextFilters } from '../../../components/list/TextFilters.tsx';
import { usePrintText } from '../../../components/print/usePrintText.ts';
import { PRINT_DOC_TYPES } from '@retail/contracts/api/system/print-catalogue';

/** The search bar fields of template lists: name and document type. */
export function TemplateFilters() {
  const { t } = useTranslation();
  const text = usePrintText();
  return (
    <>
      <TextFilters fields={[['name', t('printDesign.list.name')]]} />
      <ChoiceFilter
        name="docType"
        label={t('printDesign.list.docType')}
        values={PRINT_DOC_TYPES}
        text={(docType) => text.docTypeName(docType)}
        width={180}
      />
    </>
  );
}
