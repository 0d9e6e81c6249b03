import {
  BoldOutlined,
  ClearOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Divider, Space, Tooltip } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileApi } from '../../../api/system/file.ts';
import { usePermissions } from '../../permission/usePermissions.ts';
import { feedback } from '../../feedback/feedback.ts';
import { errorText } from '../../feedback/errorText.ts';
import { type EditorCommand, formatBlock, insertImage, insertLink, isWebLink, run } from './commands.ts';
import type { Messages } from '../../../i18n/types.ts';
import './editor.css';

type EditorText = keyof Messages['ui']['editor'];

interface RichTextEditorProps {
  value?: string;
  onChange?(html: string): void;
  id?: string;
}

/** A small rich-text editor (Form.Item control): bold, italic, headings, lists, quotes, links and images. */
export function RichTextEditor({ value, onChange, id }: RichTextEditorProps) {
  const { t } = useTranslation();
  const { has } = usePermissions();
  const area = useRef<HTMLDivElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  // Outside changes (form reset, editing another notice) replace the content; typing does not come back here.
  useEffect(() => {
    const el = area.current;
    if (el && el.innerHTML !== (value ?? '')) el.innerHTML = value ?? '';
  }, [value]);

  const emit = () => onChange?.(area.current?.innerHTML ?? '');
  const act = (action: () => void) => {
    area.current?.focus();
    action();
    emit();
  };
  const tool = (title: string, icon: ReactNode, action: () => void) => (
    <Tooltip title={title} key={title}>
      <Button
        type="text"
        size="small"
        icon={icon}
        aria-label={title}
        // keep the selection in the editing area
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => act(action)}
      />
    </Tooltip>
  );
  const command = (name: EditorCommand, title: string, icon: ReactNode) => tool(title, icon, () => run(name));
  const link = () => {
    const url = window.prompt(t('ui.editor.linkPrompt'), 'https://');
    if (url && isWebLink(url)) act(() => insertLink(url.trim()));
  };
  const image = async (file: File) => {
    setUploading(true);
    try {
      const stored = await fileApi.upload(file);
      act(() => insertImage(stored.url));
    } catch (error) {
      feedback.error(errorText(error));
    } finally {
      setUploading(false);
      if (picker.current) picker.current.value = '';
    }
  };

  const e = (key: EditorText) => t(`ui.editor.${key}`);
  return (
    <div className="rich-editor">
      <Space className="rich-editor-toolbar" size={2} wrap>
        {command('bold', e('bold'), <BoldOutlined />)}
        {command('italic', e('italic'), <ItalicOutlined />)}
        {command('underline', e('underline'), <UnderlineOutlined />)}
        {command('strikeThrough', e('strike'), <StrikethroughOutlined />)}
        <Divider orientation="vertical" />
        {tool(e('heading'), <strong>H</strong>, () => formatBlock('h2'))}
        {tool(e('paragraph'), <span>P</span>, () => formatBlock('p'))}
        {tool(e('quote'), <span>“</span>, () => formatBlock('blockquote'))}
        {command('insertUnorderedList', e('bulletList'), <UnorderedListOutlined />)}
        {command('insertOrderedList', e('orderedList'), <OrderedListOutlined />)}
        <Divider orientation="vertical" />
        <Tooltip title={e('link')}>
          <Button
            type="text"
            size="small"
            icon={<LinkOutlined />}
            aria-label={e('link')}
            onMouseDown={(event) => event.preventDefault()}
            onClick={link}
          />
        </Tooltip>
        {has('sysFile:uploadFile') ? (
          <Tooltip title={t('system.file.upload')}>
            <Button
              type="text"
              size="small"
              icon={<PictureOutlined />}
              loading={uploading}
              aria-label={t('system.file.upload')}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => picker.current?.click()}
            />
          </Tooltip>
        ) : null}
        {command('removeFormat', e('clear'), <ClearOutlined />)}
        <Divider orientation="vertical" />
        {command('undo', e('undo'), <UndoOutlined />)}
        {command('redo', e('redo'), <RedoOutlined />)}
      </Space>
      <input
        ref={picker}
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void image(file);
        }}
      />
      <div
        ref={area}
        id={id}
        className="rich-editor-area notice-content"
        contentEditable
        role="textbox"
        aria-multiline="true"
        suppressContentEditableWarning
        data-testid="rich-editor"
        onInput={emit}
        onBlur={emit}
      />
    </div>
  );
}
