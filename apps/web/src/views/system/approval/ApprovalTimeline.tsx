import type { ApprovalHistoryOutput } from '@retail/contracts/api/system/approval';
import { Timeline, Typography } from 'antd';
import { DateTimeText } from '../../../components/display/DateTimeText.tsx';
import { useApprovalLabels } from './labels.tsx';

const COLOR: Record<ApprovalHistoryOutput['action'], string> = {
  started: 'blue',
  approved: 'green',
  rejected: 'red',
  notified: 'gray',
  skipped: 'gray',
  finished: 'green',
  withdrawn: 'gray',
};

/** An approval's history, oldest first: who did what at which step, with the comment. */
export function ApprovalTimeline({ history }: { history: ApprovalHistoryOutput[] }) {
  const labels = useApprovalLabels();
  return (
    <Timeline
      data-testid="approval-history"
      items={history.map((h) => ({
        key: h.id,
        color: COLOR[h.action],
        content: (
          <div data-testid={`approval-history-${h.action}`}>
            <Typography.Text strong>{labels.action(h.action)}</Typography.Text>
            {h.nodeName ? <Typography.Text> · {h.nodeName}</Typography.Text> : null}
            {h.userName ? <Typography.Text type="secondary"> · {h.userName}</Typography.Text> : null}
            <div>
              <Typography.Text type="secondary">
                <DateTimeText value={h.time} />
              </Typography.Text>
            </div>
            {h.comment ? (
              <Typography.Paragraph style={{ margin: 0 }}>{h.comment}</Typography.Paragraph>
            ) : null}
          </div>
        ),
      }))}
    />
  );
}
