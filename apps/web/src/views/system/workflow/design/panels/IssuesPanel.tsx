import { CheckCircleFilled, CloseOutlined, WarningFilled } from '@ant-design/icons';
import { Button, List } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShownIssue } from '../useChecks.ts';

interface IssuesPanelProps {
  issues: ShownIssue[];
  onPick(issue: ShownIssue): void;
  onClose(): void;
}

/** The validation's result over the canvas: every issue, naming its node or line; clicking one goes to it. */
export function IssuesPanel({ issues, onPick, onClose }: IssuesPanelProps) {
  const { t } = useTranslation();
  return (
    <div
      className="wf-issues"
      data-testid="wf-issues"
      role="region"
      aria-label={t('workflow.validate.title')}
    >
      <div className="wf-issues__head">
        {issues.length === 0 ? (
          <span className="wf-issues__ok">
            <CheckCircleFilled /> {t('workflow.validate.ok')}
          </span>
        ) : (
          <span className="wf-issues__bad">
            <WarningFilled /> {t('workflow.validate.count', { count: issues.length })}
          </span>
        )}
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label={t('ui.close')}
          onClick={onClose}
        />
      </div>
      {issues.length > 0 ? (
        <List
          size="small"
          dataSource={issues}
          renderItem={(issue, index) => (
            <List.Item
              className={
                issue.nodeId || issue.edgeId ? 'wf-issues__item wf-issues__item--link' : 'wf-issues__item'
              }
              data-testid="wf-issue"
              data-code={issue.code}
              key={index}
              onClick={() => onPick(issue)}
            >
              {issue.message}
            </List.Item>
          )}
        />
      ) : null}
    </div>
  );
}
