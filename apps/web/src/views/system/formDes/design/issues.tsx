import type { FormIssue } from '@retail/contracts/api/system/form-check';
import type { useAppProps } from 'antd/es/app/context';
import type { TFunction } from 'i18next';

/** A publish issue in the user's language, naming its node (the server's texts say the same). */
export const issueText = (t: TFunction, issue: FormIssue): string =>
  t(`formDesign.issue.${issue.code}`, { ...issue.params, name: issue.name ?? '' });

/** What keeps the form from being published, listed in a dialog. */
export function showIssues(
  t: TFunction,
  modal: useAppProps['modal'],
  issues: FormIssue[],
  onPick?: (nodeId: string) => void,
): void {
  const dialog = modal.warning({
    title: t('formDesign.issues.title', { count: issues.length }),
    width: 560,
    content: (
      <ul className="fd-issues" data-testid="form-issues">
        {issues.map((issue, i) => (
          <li key={i}>
            {issue.nodeId && onPick ? (
              <a
                onClick={() => {
                  onPick(issue.nodeId as string);
                  dialog.destroy();
                }}
              >
                {issueText(t, issue)}
              </a>
            ) : (
              issueText(t, issue)
            )}
          </li>
        ))}
      </ul>
    ),
  });
}
