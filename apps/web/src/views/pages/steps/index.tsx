import { decimalFilter } from '@retail/contracts';
import { Card, Descriptions, Form, Input, Result, Select, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormName } from '../../../components/form/formName.ts';
import { rules } from '../../../components/form/rules.ts';
import { RippleButton } from '../../../components/ripple/RippleButton.tsx';
import { currentLanguage } from '../../../i18n/index.ts';
import { leafCategories } from '../categories.ts';
import '../pages.css';

interface Values {
  name: string;
  category: string;
  retail: string;
  member?: string;
}

/** The fields each step checks before the next one opens. */
const STEP_FIELDS: Array<Array<keyof Values>> = [['name', 'category'], ['retail', 'member'], []];

/** Prices keep what the decimal filter of spec §5 keeps of each keystroke. */
const money = (value: string | undefined) => decimalFilter(value ?? '');

/**
 * Steps: a goods draft in three steps (what it is, its prices, a last look), with previous and next. Each step
 * checks its own fields before moving on; nothing is saved (this is a demo of the steps bar).
 */
export default function StepsScreen() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const formName = useFormName('demo-steps');
  const [current, setCurrent] = useState(0);
  /** the name of the finished draft, shown on the last page; null while a step is open */
  const [done, setDone] = useState<string | null>(null);
  const language = currentLanguage();
  const categories = leafCategories().map((c) => ({ value: c.code, label: c.name[language] }));
  const label = (key: 'name' | 'category' | 'retail' | 'member') => t(`demo.steps.fields.${key}`);
  const values = Form.useWatch([], { form, preserve: true }) as Partial<Values> | undefined;

  const next = async () => {
    await form.validateFields(STEP_FIELDS[current]);
    if (current < STEP_FIELDS.length - 1) setCurrent(current + 1);
    else setDone(form.getFieldValue('name') as string);
  };
  const restart = () => {
    form.resetFields();
    setCurrent(0);
    setDone(null);
  };

  return (
    <Card title={t('menu.demoSteps')}>
      <Steps
        current={done !== null ? STEP_FIELDS.length : current}
        items={(['goods', 'price', 'confirm'] as const).map((key) => ({
          title: t(`demo.steps.steps.${key}`),
          content: t(`demo.steps.stepHints.${key}`),
        }))}
        data-testid="steps-bar"
      />
      <div className="demo-steps__content">
        {done !== null ? (
          <Result
            status="success"
            title={t('demo.steps.done', { name: done })}
            subTitle={t('demo.steps.doneHint')}
            extra={
              <RippleButton type="primary" ripple="light" onClick={restart} data-testid="steps-restart">
                {t('demo.steps.again')}
              </RippleButton>
            }
          />
        ) : (
          <Form<Values> form={form} name={formName} layout="vertical">
            <div hidden={current !== 0}>
              <Form.Item
                name="name"
                label={label('name')}
                rules={[rules.required(label('name')), rules.max(label('name'), 30)]}
              >
                <Input data-testid="steps-name" />
              </Form.Item>
              <Form.Item
                name="category"
                label={label('category')}
                rules={[rules.requiredSelect(label('category'))]}
              >
                <Select options={categories} data-testid="steps-category" />
              </Form.Item>
            </div>
            <div hidden={current !== 1}>
              <Form.Item
                name="retail"
                label={label('retail')}
                rules={[rules.required(label('retail'))]}
                normalize={money}
              >
                <Input prefix="¥" inputMode="decimal" data-testid="steps-retail" />
              </Form.Item>
              <Form.Item
                name="member"
                label={label('member')}
                dependencies={['retail']}
                normalize={money}
                rules={[
                  ({ getFieldValue }) => ({
                    validator: (_rule, value: string | undefined) =>
                      !value || Number(value) <= Number(getFieldValue('retail') ?? 0)
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('demo.steps.memberAbove', { field: label('member') }))),
                  }),
                ]}
              >
                <Input prefix="¥" inputMode="decimal" data-testid="steps-member" />
              </Form.Item>
            </div>
            {current === 2 ? (
              <Descriptions bordered size="small" column={1} data-testid="steps-summary">
                <Descriptions.Item label={label('name')}>{values?.name}</Descriptions.Item>
                <Descriptions.Item label={label('category')}>
                  {categories.find((c) => c.value === values?.category)?.label}
                </Descriptions.Item>
                <Descriptions.Item label={label('retail')}>¥{values?.retail}</Descriptions.Item>
                <Descriptions.Item label={label('member')}>
                  {values?.member ? `¥${values.member}` : t('demo.steps.noMemberPrice')}
                </Descriptions.Item>
              </Descriptions>
            ) : null}
            <div className="demo-steps__actions">
              <RippleButton
                disabled={current === 0}
                onClick={() => setCurrent(current - 1)}
                data-testid="steps-previous"
              >
                {t('demo.steps.previous')}
              </RippleButton>
              <RippleButton
                type="primary"
                ripple="light"
                onClick={() => void next().catch(() => undefined)}
                data-testid="steps-next"
              >
                {current === STEP_FIELDS.length - 1 ? t('demo.steps.finish') : t('demo.steps.next')}
              </RippleButton>
            </div>
          </Form>
        )}
      </div>
    </Card>
  );
}
