import {
  CODEGEN_AREAS,
  CODEGEN_CONTROLS,
  CODEGEN_DATA_TYPES,
  CODEGEN_QUERY_KINDS,
  CODEGEN_RULES,
} from '@retail/contracts';
import { i18n } from '../../../i18n/index.ts';

/** The choices of the config's selects, labelled in the current language (call at render). */
export const areaOptions = () =>
  CODEGEN_AREAS.map((v) => ({ value: v, label: i18n.t(`codeGen.areas.${v}`) }));
export const dataTypeOptions = () =>
  CODEGEN_DATA_TYPES.map((v) => ({ value: v, label: i18n.t(`codeGen.dataTypes.${v}`) }));
export const controlOptions = () =>
  CODEGEN_CONTROLS.map((v) => ({ value: v, label: i18n.t(`codeGen.controls.${v}`) }));
export const queryKindOptions = () =>
  CODEGEN_QUERY_KINDS.map((v) => ({ value: v, label: i18n.t(`codeGen.queryKinds.${v}`) }));
export const ruleOptions = () =>
  CODEGEN_RULES.map((v) => ({ value: v, label: i18n.t(`codeGen.rules.${v}`) }));
