import type { PrintDocType } from '@retail/contracts/api/system/print-catalogue';
import { useTranslation } from 'react-i18next';
import { usePrintText } from '../../../components/print/usePrintText.ts';
import type { FileProblem } from './design/jsonFile.ts';
import './print.css';

/** A template file's problems as the user reads them (the designer's import and the list's). */
export function useFileProblemText() {
  const { t } = useTranslation();
  const text = usePrintText();
  return (problem: FileProblem, docType?: PrintDocType): string => {
    switch (problem.kind) {
      case 'json':
        return t('printDesign.json.notJson');
      case 'docType':
        return t('printDesign.json.badDocType', { value: String(problem.value ?? '') });
      case 'otherDocType':
        return t('printDesign.json.otherDocType', {
          found: text.docTypeName(problem.docType),
          wanted: docType ? text.docTypeName(docType) : '',
        });
      case 'schema':
        return `${problem.path}: ${problem.message}`;
      case 'binding':
        return `${problem.where}: ${t('printDesign.json.unknownField', { path: problem.path })}`;
    }
  };
}

/** The problems of a refused file, one a line (the content of the refusal dialog). */
export function ProblemList({ problems, docType }: { problems: FileProblem[]; docType?: PrintDocType }) {
  const problemText = useFileProblemText();
  return (
    <ul className="print-problems" data-testid="print-import-problems">
      {problems.map((problem, index) => (
        <li key={index}>{problemText(problem, docType)}</li>
      ))}
    </ul>
  );
}
