import { Button, Input, Space, Table, Tag, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { Messages } from '../../i18n/types.ts';
import { SPEC_ROWS } from './catalogue.ts';
import { type ToolRow, outcomeKey } from './outcome.ts';
import { OutcomeView } from './OutcomeView.tsx';

type RuleId = keyof Messages['demo']['tools']['rules'];

interface Props {
  rows: readonly ToolRow[];
  typed: Readonly<Record<string, string>>;
  onType(id: string, text: string): void;
}

/** The examples of a row: what is typed, and the function's live answer; a click copies one into the input. */
function Examples({ row, onPick }: { row: ToolRow; onPick(input: string): void }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size={4}>
      {row.examples.map((example, i) => {
        const answer = row.run(example.input);
        const agrees = outcomeKey(answer) === outcomeKey(example.expect);
        return (
          <div
            key={example.input}
            className={`demo-tools__example${agrees ? '' : ' is-wrong'}`}
            data-testid={`tools-example-${row.id}-${i}`}
            data-expected={outcomeKey(example.expect)}
            data-outcome={outcomeKey(answer)}
          >
            <Button
              size="small"
              className="demo-tools__pick"
              title={t('demo.tools.tryExample')}
              onClick={() => onPick(example.input)}
            >
              {example.input}
            </Button>
            <span aria-hidden="true">→</span>
            <OutcomeView outcome={answer} />
            {agrees ? null : <Tag color="error">{t('demo.tools.mismatch')}</Tag>}
          </div>
        );
      })}
    </Space>
  );
}

/** One group of the tools page: each row's call and rule, its examples, and a box with the live answer to it. */
export function ToolTable({ rows, typed, onType }: Props) {
  const { t } = useTranslation();
  return (
    <Table<ToolRow>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={[...rows]}
      scroll={{ x: 860 }}
      tableLayout="fixed"
      onRow={(row) => ({ 'data-testid': `tools-row-${row.id}` }) as HTMLAttributes<HTMLElement>}
      columns={[
        {
          title: t('demo.tools.columns.rule'),
          width: '36%',
          render: (_v, row) => (
            <Space orientation="vertical" size={4}>
              <Space size={4} wrap>
                <Typography.Text code>{row.call}</Typography.Text>
                {SPEC_ROWS.has(row.id) ? <Tag color="blue">{t('demo.tools.specTag')}</Tag> : null}
              </Space>
              <span>{t(`demo.tools.rules.${row.id as RuleId}`)}</span>
              {row.pattern ? (
                <Typography.Text type="secondary" className="demo-tools__pattern">
                  {row.pattern.source}
                </Typography.Text>
              ) : null}
            </Space>
          ),
        },
        {
          title: t('demo.tools.columns.examples'),
          width: '32%',
          render: (_v, row) => <Examples row={row} onPick={(input) => onType(row.id, input)} />,
        },
        {
          title: t('demo.tools.columns.input'),
          render: (_v, row) => {
            const text = typed[row.id] ?? '';
            return (
              <Space orientation="vertical" size={6} className="demo-tools__try">
                <Input
                  allowClear
                  value={text}
                  placeholder={t('demo.tools.placeholder')}
                  aria-label={row.call}
                  onChange={(event) => onType(row.id, event.target.value)}
                  data-testid={`tools-input-${row.id}`}
                />
                {text === '' ? (
                  <Typography.Text type="secondary" data-testid={`tools-output-${row.id}`} data-outcome="">
                    {t('demo.tools.typeSomething')}
                  </Typography.Text>
                ) : (
                  <Space size={4} wrap>
                    <span>{t('demo.tools.columns.output')}</span>
                    <OutcomeView outcome={row.run(text)} testId={`tools-output-${row.id}`} />
                  </Space>
                )}
              </Space>
            );
          },
        },
      ]}
    />
  );
}
