import { Button, Card, DatePicker, Form, Input, InputNumber, Popconfirm, Select, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../components/feedback/feedback.ts';
import { useFormName } from '../../../components/form/formName.ts';
import { rules } from '../../../components/form/rules.ts';
import { RippleButton } from '../../../components/ripple/RippleButton.tsx';
import { currentLanguage } from '../../../i18n/index.ts';
import { leafCategories } from '../categories.ts';
import { SupplierPicker } from './SupplierPicker.tsx';
import '../pages.css';

interface Line {
  name?: string;
  category?: string;
  date?: Dayjs;
  qty?: number;
  supplier?: string;
}

type Column = 'name' | 'category' | 'date' | 'qty' | 'supplier';

const EMPTY_LINE: Line = {};

/**
 * Table rules: an editable receiving list whose cells carry their own rules (a text, a select, a date, a number and
 * a dialog column). "Check" validates every cell; each message names the row and the column. Nothing is saved.
 */
export default function TableRulesScreen() {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ lines: Line[] }>();
  const formName = useFormName('demo-table-rules');
  const language = currentLanguage();
  const categories = leafCategories().map((c) => ({ value: c.code, label: c.name[language] }));
  const title = (column: Column) => t(`demo.tableRules.columns.${column}`);
  /** "row 2 goods name": the field a message names */
  const field = (column: Column, index: number) =>
    t('demo.tableRules.cell', { row: index + 1, field: title(column) });

  const check = async () => {
    try {
      const { lines } = await form.validateFields();
      feedback.success(t('demo.tableRules.valid', { count: lines.length }));
    } catch (error) {
      const problems = (error as { errorFields?: unknown[] }).errorFields?.length ?? 0;
      feedback.error(t('demo.tableRules.invalid', { count: problems }));
    }
  };

  return (
    <Card title={t('menu.demoTableRules')} extra={t('demo.tableRules.hint')} className="demo-table-rules">
      <Form form={form} name={formName} initialValues={{ lines: [EMPTY_LINE, EMPTY_LINE] }}>
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <>
              <Space className="demo-table-rules__toolbar">
                <Button onClick={() => add(EMPTY_LINE)} data-testid="table-rules-add">
                  {t('demo.tableRules.add')}
                </Button>
                <RippleButton
                  type="primary"
                  ripple="light"
                  onClick={() => void check()}
                  data-testid="table-rules-check"
                >
                  {t('demo.tableRules.check')}
                </RippleButton>
                <Button onClick={() => form.resetFields()} data-testid="table-rules-reset">
                  {t('ui.reset')}
                </Button>
              </Space>
              <Table
                rowKey="key"
                size="small"
                pagination={false}
                dataSource={fields}
                scroll={{ x: 960 }}
                data-testid="table-rules-table"
                columns={[
                  { title: '#', width: 48, render: (_v, _f, index) => index + 1 },
                  {
                    title: title('name'),
                    render: (_v, f, index) => (
                      <Form.Item
                        name={[f.name, 'name']}
                        rules={[rules.required(field('name', index)), rules.max(field('name', index), 30)]}
                      >
                        <Input data-testid={`table-rules-name-${index + 1}`} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: title('category'),
                    width: 160,
                    render: (_v, f, index) => (
                      <Form.Item
                        name={[f.name, 'category']}
                        rules={[rules.requiredSelect(field('category', index))]}
                      >
                        <Select options={categories} data-testid={`table-rules-category-${index + 1}`} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: title('date'),
                    width: 170,
                    render: (_v, f, index) => (
                      <Form.Item name={[f.name, 'date']} rules={[rules.requiredSelect(field('date', index))]}>
                        <DatePicker />
                      </Form.Item>
                    ),
                  },
                  {
                    title: title('qty'),
                    width: 130,
                    render: (_v, f, index) => (
                      <Form.Item name={[f.name, 'qty']} rules={[rules.required(field('qty', index))]}>
                        <InputNumber min={1} max={99999} precision={0} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: title('supplier'),
                    width: 200,
                    render: (_v, f, index) => (
                      <Form.Item
                        name={[f.name, 'supplier']}
                        rules={[rules.requiredSelect(field('supplier', index))]}
                      >
                        <SupplierPicker row={index + 1} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t('ui.actions'),
                    width: 80,
                    render: (_v, f, index) => (
                      <Popconfirm
                        title={t('demo.tableRules.removeConfirm', { row: index + 1 })}
                        onConfirm={() => remove(f.name)}
                      >
                        <Button
                          type="link"
                          danger
                          disabled={fields.length <= 1}
                          data-testid={`table-rules-remove-${index + 1}`}
                        >
                          {t('ui.delete')}
                        </Button>
                      </Popconfirm>
                    ),
                  },
                ]}
              />
            </>
          )}
        </Form.List>
      </Form>
    </Card>
  );
}
