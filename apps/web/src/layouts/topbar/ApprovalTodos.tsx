import type { ApprovalTodoListOutput } from '@retail/contracts/api/system/approval';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Where the approvals screen is (home → approvals); `?id=` opens one approval's drawer. */
export const APPROVAL_SCREEN = '/dashboard/approval';

/** The bell's to-dos: the newest pending approvals, each opening its drawer on the approvals screen. */
export function ApprovalTodos({ todos, onOpen }: { todos: ApprovalTodoListOutput; onOpen(): void }) {
  const { t } = useTranslation();
  if (todos.total === 0) return null;
  return (
    <div className="notice-bell__section" data-testid="bell-approvals">
      <div className="notice-bell__title">
        {t('approval.bell.title')} · {t('approval.bell.count', { n: todos.total })}
      </div>
      <ul className="notice-bell__list">
        {todos.items.map((todo) => (
          <li key={todo.taskId}>
            <Link
              to={`${APPROVAL_SCREEN}?tab=todo&id=${todo.instance.id}`}
              onClick={onOpen}
              data-testid={`bell-approval-${todo.instance.title}`}
            >
              <strong>
                {t(`approval.event.${todo.instance.event}`)} {todo.instance.title}
              </strong>
              <span>
                {todo.nodeName} · {todo.instance.starterUserName}
              </span>
              <small>{todo.createTime}</small>
            </Link>
          </li>
        ))}
      </ul>
      <Link className="notice-bell__more" to={`${APPROVAL_SCREEN}?tab=todo`} onClick={onOpen}>
        {t('approval.bell.more')}
      </Link>
    </div>
  );
}
