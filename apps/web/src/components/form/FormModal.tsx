import { Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useFormName } from './formName.ts';
import { useTranslation } from 'react-i18next';
import { feedback } from '../feedback/feedback.ts';
import { fieldErrorsOf, onRegisteredFields } from './serverFieldErrors.ts';

export interface FormModalProps<V> {
  open: boolean;
  title: ReactNode;
  /** Loaded into the form each time the dialog opens. */
  initialValues?: Partial<V>;
  onSubmit(values: V): Promise<unknown>;
  onClose(): void;
  /** After a successful submit (the dialog closes itself). */
  onSaved?(): void;
  width?: number;
  /** The toast after a successful submit ("Saved" unless given). */
  doneText?: string;
  /**
   * The server's refusals of a field (`config.table: …`, the field names being the request's) are also shown on
   * that field, for forms whose field names are the request body's paths.
   */
  fieldErrors?: boolean;
  /** Form.Items, or a function of the form instance for dependent fields. */
  children: ReactNode | ((form: FormInstance<V>) => ReactNode);
}

/** An add/edit dialog: validates, submits, shows the server's message on failure and stays open. */
export function FormModal<V extends object>({
  open,
  title,
  initialValues,
  onSubmit,
  onClose,
  onSaved,
  width = 700,
  doneText,
  fieldErrors,
  children,
}: FormModalProps<V>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);
  // a form name prefixes the field ids, which would otherwise clash with the list's filter fields
  // (both have a `name` field: the labels would point at the filter's input)
  const formName = useFormName('modal');

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (initialValues) form.setFieldsValue(initialValues as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, initialValues, form]);

  const save = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return; // antd shows each field's message.
    }
    setSaving(true);
    try {
      await onSubmit(values);
      feedback.success(doneText ?? t('ui.saved'));
      onClose();
      onSaved?.();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (fieldErrors) {
        const registered = form.getFieldsError().map((field) => field.name);
        const errors = onRegisteredFields(fieldErrorsOf(message), registered);
        form.setFields(errors as Parameters<typeof form.setFields>[0]);
      }
      feedback.error(message);
    } finally {
      setSaving(false);
    }
  };

  // OK and Enter are ignored while a save (validation included) runs, so a double click saves once (spec §9);
  // unlike a time window, a click that corrects a refused field right after the refusal still saves.
  const running = useRef(false);
  const submit = () => {
    if (running.current) return;
    running.current = true;
    void save().finally(() => {
      running.current = false;
    });
  };

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText={t('ui.ok')}
      cancelText={t('ui.cancel')}
      confirmLoading={saving}
      onOk={() => submit()}
      onCancel={onClose}
      maskClosable={false}
      forceRender
    >
      <Form<V> form={form} name={formName} layout="vertical" disabled={saving} onFinish={() => submit()}>
        {typeof children === 'function' ? children(form) : children}
      </Form>
    </Modal>
  );
}
