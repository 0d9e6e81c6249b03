import type { Model } from '../model.ts';
import { chosen } from '../model.ts';
import { constantOf } from '../names.ts';

/** apps/web/src/api/<name>.ts: the resource's calls and query keys. */
export function webApiFile(m: Model): string {
  const e = m.entity;
  const r = m.resource;
  const refs = chosen(m);
  return `import type { PageResult } from '@retail/contracts';
import type {
  ${e}AddBody,
  ${e}FilterBody,${refs.length > 0 ? `\n  ${e}Option,` : ''}
  ${e}Output,
  ${e}PageBody,
  ${e}UpdateBody,
} from '${m.contractsImport}';
import { http } from './http.ts';
import { resourceKeys } from './query-keys.ts';
${
  m.config.options.excel
    ? `
export const ${constantOf(r)}_EXPORT_URL = '/api/${r}/export';
export const ${constantOf(r)}_TEMPLATE_URL = '/api/${r}/template';
export const ${constantOf(r)}_IMPORT_URL = '/api/${r}/import';
`
    : ''
}
/** ${m.config.label.en} (\`/api/${r}\`). */
export const ${r}Api = {
  page: (input: ${e}PageBody, signal?: AbortSignal) =>
    http.post<PageResult<${e}Output>>('/api/${r}/page', input, signal ? { signal } : undefined),
  list: (filter: ${e}FilterBody = {}) => http.post<${e}Output[]>('/api/${r}/list', filter),
  detail: (id: number) => http.get<${e}Output>('/api/${r}/detail', { query: { id } }),
${refs.map((f) => `  ${f.prop}Options: () => http.get<${e}Option[]>('/api/${r}/${f.prop}Options'),`).join('\n')}
  add: (input: ${e}AddBody) => http.post<number>('/api/${r}/add', input),
  update: (input: ${e}UpdateBody) => http.post<null>('/api/${r}/update', input),
  remove: (id: number) => http.post<null>('/api/${r}/delete', { id }),
};

export const ${r}Keys = resourceKeys('${r}');
`;
}
