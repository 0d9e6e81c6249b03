import { field, schemaOf } from '@retail/contracts/api/system/form-fixtures.test-support';
import { emptyRules, type FormSchema } from '@retail/contracts/api/system/form-model';

/** The same text in the three languages. */
export const label = (en: string) => ({ 'zh-cn': en, en, 'zh-tw': en });

/** A store inspection: a required text, a member-level dictionary select, a money amount and a mobile. */
export function inspection(): FormSchema {
  return schemaOf(
    field('text', 'store', { required: true, label: label('Store') }),
    field('select', 'level', {
      required: true,
      label: label('Level'),
      options: { source: 'dict', code: 'vip_level' },
    }),
    field('money', 'amount', { required: true, label: label('Amount') }),
    field('text', 'mobile', { label: label('Mobile'), rules: { ...emptyRules(), pattern: 'mobile' } }),
    {
      id: 'grid',
      type: 'grid',
      columns: [
        { id: 'left', span: 12, children: [field('switch', 'issue', { label: label('Issue') })] },
        {
          id: 'right',
          span: 12,
          children: [
            field('textarea', 'detail', {
              required: true,
              label: label('Detail'),
              showWhen: [{ field: 'issue', op: 'eq', value: true }],
            }),
          ],
        },
      ],
    },
  );
}
