import { defineMessages, texts } from '../../../platform/i18n/define-messages.ts';

/**
 * The workflow module's texts. `workflow.issue.<code>` are the publish check's issues (WORKFLOW_ISSUE_CODES of
 * workflow-graph.ts), each naming its node or line by `{name}`; the web's `workflow.issue` texts say the same.
 */
export const workflowMessages = defineMessages({
  'workflow.versionConflict': texts(
    '该流程已被他人保存，请重新加载后再修改',
    'Someone else saved this workflow since you opened it; reload it and make your change again',
    '該流程已被他人儲存，請重新載入後再修改',
  ),
  'workflow.publishConflict': texts(
    '该流程刚被他人保存或发布，请重新加载后再发布',
    'Someone else saved or published this workflow just now; reload it and publish again',
    '該流程剛被他人儲存或發布，請重新載入後再發布',
  ),
  'workflow.publishRefused': texts(
    '流程不能发布：{issues}',
    'The workflow cannot be published: {issues}',
    '流程不能發布：{issues}',
  ),
  'workflow.neverPublished': texts(
    '“{name}”尚未发布，请先发布再启用或停用',
    '"{name}" has not been published; publish it before enabling or disabling it',
    '「{name}」尚未發布，請先發布再啟用或停用',
  ),
  'workflow.versionNotFound': texts(
    '流程“{name}”没有版本 v{versionNo}',
    'Workflow "{name}" has no version v{versionNo}',
    '流程「{name}」沒有版本 v{versionNo}',
  ),
  'workflow.fileNotJson': texts(
    'json：文件不是 JSON（{detail}）',
    'json: the file is not JSON ({detail})',
    'json：檔案不是 JSON（{detail}）',
  ),
  'workflow.fileInvalid': texts(
    'json：不是流程文件：{detail}',
    'json: not a workflow file: {detail}',
    'json：不是流程檔案：{detail}',
  ),
  'workflow.copyName': texts('{name}（副本）', '{name} (copy)', '{name}（副本）'),
  'workflow.issue.noStart': texts('流程没有开始节点', 'The workflow has no start node', '流程沒有開始節點'),
  'workflow.issue.manyStarts': texts(
    '节点“{name}”：流程只能有一个开始节点',
    'Node "{name}": a workflow has exactly one start node',
    '節點「{name}」：流程只能有一個開始節點',
  ),
  'workflow.issue.noEnd': texts('流程没有结束节点', 'The workflow has no end node', '流程沒有結束節點'),
  'workflow.issue.duplicateId': texts(
    '标识“{name}”被多个节点或连线使用',
    'Id "{name}" is used by more than one node or line',
    '識別「{name}」被多個節點或連線使用',
  ),
  'workflow.issue.danglingEdge': texts(
    '连线“{name}”没有连接流程中的两个节点',
    'Line "{name}" does not join two nodes of the workflow',
    '連線「{name}」沒有連接流程中的兩個節點',
  ),
  'workflow.issue.selfLoop': texts(
    '节点“{name}”：连线不能连回节点自身',
    'Node "{name}": a line leads from it back to itself',
    '節點「{name}」：連線不能連回節點自身',
  ),
  'workflow.issue.duplicateEdge': texts(
    '连线“{name}”与另一条连线连接同样的两个节点',
    'Line "{name}" repeats another line between the same two nodes',
    '連線「{name}」與另一條連線連接同樣的兩個節點',
  ),
  'workflow.issue.unreachable': texts(
    '节点“{name}”无法从开始节点到达',
    'Node "{name}" cannot be reached from the start',
    '節點「{name}」無法從開始節點到達',
  ),
  'workflow.issue.noPathToEnd': texts(
    '节点“{name}”没有通往结束节点的路径',
    'Node "{name}" has no way to an end node',
    '節點「{name}」沒有通往結束節點的路徑',
  ),
  'workflow.issue.startHasInput': texts(
    '节点“{name}”：不能有连线进入开始节点',
    'Node "{name}": no line may lead into the start node',
    '節點「{name}」：不能有連線進入開始節點',
  ),
  'workflow.issue.endHasOutput': texts(
    '节点“{name}”：结束节点不能有流出的连线',
    'Node "{name}": an end node has no outgoing line',
    '節點「{name}」：結束節點不能有流出的連線',
  ),
  'workflow.issue.tooManyOutputs': texts(
    '节点“{name}”有多条流出的连线，只有条件节点可以分支',
    'Node "{name}" has more than one outgoing line; only a condition node branches',
    '節點「{name}」有多條流出的連線，只有條件節點可以分支',
  ),
  'workflow.issue.missingOutput': texts(
    '节点“{name}”没有流出的连线',
    'Node "{name}" has no outgoing line',
    '節點「{name}」沒有流出的連線',
  ),
  'workflow.issue.conditionBranches': texts(
    '条件节点“{name}”至少需要两条流出的连线',
    'Condition "{name}" needs at least two outgoing lines',
    '條件節點「{name}」至少需要兩條流出的連線',
  ),
  'workflow.issue.conditionDefault': texts(
    '条件节点“{name}”需要恰好一条默认连线',
    'Condition "{name}" needs exactly one default line',
    '條件節點「{name}」需要恰好一條預設連線',
  ),
  'workflow.issue.conditionOnPlainEdge': texts(
    '连线“{name}”不是从条件节点流出，不能设置条件或默认',
    'Line "{name}" does not leave a condition node, so it takes no conditions and is no default',
    '連線「{name}」不是從條件節點流出，不能設定條件或預設',
  ),
  'workflow.issue.noAssignee': texts(
    '节点“{name}”没有设置处理人',
    'Node "{name}" has no assignee',
    '節點「{name}」沒有設定處理人',
  ),
  'workflow.issue.assigneeIds': texts(
    '节点“{name}”：请至少选择一个用户或角色',
    'Node "{name}": choose at least one user or role',
    '節點「{name}」：請至少選擇一個使用者或角色',
  ),
  'workflow.issue.cycle': texts(
    '节点“{name}”处在环路上，流程必须始终走向结束',
    'Node "{name}" is on a loop; an instance must always move towards an end',
    '節點「{name}」處在環路上，流程必須始終走向結束',
  ),
  'workflow.issue.tooManyNodes': texts(
    '流程超过 200 个节点',
    'The workflow has more than 200 nodes',
    '流程超過 200 個節點',
  ),
});
