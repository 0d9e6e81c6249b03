import hljs from 'highlight.js/lib/core';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import typescript from 'highlight.js/lib/languages/typescript';
import 'highlight.js/styles/github.css';
import { Button, Tooltip } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../feedback/feedback.ts';

hljs.registerLanguage('typescript', typescript);
hljs.registerLanguage('json', json);
hljs.registerLanguage('markdown', markdown);

export type CodeLanguage = 'typescript' | 'tsx' | 'json' | 'markdown';

interface CodeBlockProps {
  code: string;
  language: CodeLanguage;
  /** the most pixels tall before it scrolls */
  maxHeight?: number;
}

/**
 * Generated source shown highlighted, with a copy button. highlight.js escapes the text it marks up, so the
 * HTML it returns holds no markup of the code's own.
 */
export function CodeBlock({ code, language, maxHeight = 560 }: CodeBlockProps) {
  const { t } = useTranslation();
  const html = useMemo(
    () => hljs.highlight(code, { language: language === 'tsx' ? 'typescript' : language }).value,
    [code, language],
  );
  const copy = () =>
    void navigator.clipboard.writeText(code).then(
      () => feedback.success(t('ui.copied')),
      () => feedback.error(t('ui.copyFailed')),
    );
  return (
    <div className="code-block" style={{ position: 'relative' }}>
      <Tooltip title={t('ui.copy')}>
        <Button
          size="small"
          icon={<CopyOutlined />}
          onClick={copy}
          aria-label={t('ui.copy')}
          style={{ position: 'absolute', top: 8, right: 8 }}
        />
      </Tooltip>
      <pre
        className="hljs"
        style={{ maxHeight, overflow: 'auto', margin: 0, padding: 12, fontSize: 12, lineHeight: 1.5 }}
      >
        <code dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
    </div>
  );
}
