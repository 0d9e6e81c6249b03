/** The schema of a form's JSON file, which only the designer reads (its chunk; see render/contracts.ts). */
import '../../render/zodConfig.ts';

// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the designer's chunk only
export { formFileSchema } from '@retail/contracts/api/system/form';
