/**
 * The values of the form contract the form screens work with: the one `validateFormData` the server runs too,
 * the publish check, the model's schema (the designer reads JSON files with it) and the texts of values. The web
 * otherwise takes only types from `@retail/contracts/api/*` (no zod in the bundle); the form screens are lazy
 * chunks of their own, and the model's show conditions are the workflow graph's (whose module builds its zod
 * schemas), so here, and only in the form screens' chunks, these values are taken.
 */
// first: the schemas below are built when their module runs
import './zodConfig.ts';

/* eslint-disable @typescript-eslint/no-restricted-imports -- the form screens' chunks only, see above */
export {
  appliedRules,
  CHOICE_TYPES,
  cleanFormData,
  FIELD_RULES,
  holdsList,
  initialFormData,
  isEmptyValue,
  MULTIPLE_TYPES,
  validateFormData,
  visibleKeys,
} from '@retail/contracts/api/system/form-rules';
export { checkFormSchema, FORM_ISSUE_CODES } from '@retail/contracts/api/system/form-check';
export {
  childNodes,
  emptyFormSchema,
  emptyRules,
  emptyTexts,
  fieldName,
  FORM_FIELD_TYPES,
  FORM_KEY,
  FORM_LANGUAGES,
  FORM_LIMITS,
  FORM_PATTERNS,
  formFields,
  formSchemaSchema,
  isFormField,
  textIn,
} from '@retail/contracts/api/system/form-model';
export { formValueText, htmlText } from '@retail/contracts/api/system/form-text';
export { CONDITION_OPS, conditionHolds } from '@retail/contracts/api/system/workflow-graph';
/* eslint-enable @typescript-eslint/no-restricted-imports */
