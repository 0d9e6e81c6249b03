import { Alert, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOOL_GROUPS } from './catalogue.ts';
import { ToolTable } from './ToolTable.tsx';
import './tools.css';

/**
 * The tools page: every validator and input helper of @retail/contracts (spec §5, plus the project's shared rules)
 * with its rule and examples, run live on what is typed, so the rules server and web share can be tried by hand.
 */
export default function ToolsScreen() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const onType = (id: string, text: string) => setTyped((current) => ({ ...current, [id]: text }));
  return (
    <Space orientation="vertical" size={12} className="demo-tools">
      <Alert type="info" showIcon title={t('demo.tools.intro')} />
      {TOOL_GROUPS.map((group) => (
        <Card
          key={group.id}
          size="small"
          title={t(`demo.tools.groups.${group.id}`)}
          data-testid={`tools-group-${group.id}`}
        >
          <ToolTable rows={group.rows} typed={typed} onType={onType} />
        </Card>
      ))}
    </Space>
  );
}
