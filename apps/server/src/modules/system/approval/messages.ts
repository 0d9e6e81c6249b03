import { defineMessages } from '../../../platform/i18n/define-messages.ts';

/** Texts of the approval runtime's refusals and of what it sends to approvers. */
export const approvalMessages = defineMessages({
  'approval.nobody': {
    'zh-cn': '审批步骤“{step}”找不到审批人，无法提交审批；请检查流程或审批人设置',
    en: 'Approval step "{step}" has no approver, so the document cannot be submitted; check the workflow or its approvers',
    'zh-tw': '審批步驟「{step}」找不到審批人，無法提交審批；請檢查流程或審批人設定',
  },
  'approval.workflowGone': {
    'zh-cn': 'workflowId：流程不存在或未发布',
    en: 'workflowId: the workflow does not exist or is not published',
    'zh-tw': 'workflowId：流程不存在或未發佈',
  },
  'approval.taskDecided': {
    'zh-cn': '该待办已处理（由您或其他审批人），无需再次处理',
    en: 'This to-do has already been decided (by you or another approver)',
    'zh-tw': '該待辦已處理（由您或其他審批人），無需再次處理',
  },
  'approval.notRunning': {
    'zh-cn': '审批“{title}”已结束，不能再处理',
    en: 'The approval of "{title}" has ended; it cannot be acted on',
    'zh-tw': '審批「{title}」已結束，不能再處理',
  },
  'approval.onlyStarter': {
    'zh-cn': '只有发起人可以撤回审批',
    en: 'Only the person who started an approval can withdraw it',
    'zh-tw': '只有發起人可以撤回審批',
  },
  'approval.bindingTaken': {
    'zh-cn': 'event：{event} 已有启用的审批绑定，请先停用它',
    en: 'event: {event} already has an enabled approval binding; disable it first',
    'zh-tw': 'event：{event} 已有啟用的審批綁定，請先停用它',
  },
  'approval.formCodeRequired': {
    'zh-cn': 'formCode：表单提交的绑定必须指定表单',
    en: 'formCode: a form submission binding names its form',
    'zh-tw': 'formCode：表單提交的綁定必須指定表單',
  },
  'approval.formCodeOnlyForms': {
    'zh-cn': 'formCode：只有表单提交的绑定可以指定表单',
    en: 'formCode: only a form submission binding names a form',
    'zh-tw': 'formCode：只有表單提交的綁定可以指定表單',
  },
  'approval.versionConflict': {
    'zh-cn': '该审批绑定已被他人修改，请重新加载后再修改',
    en: 'Someone else changed this approval binding since you opened it; reload it and make your change again',
    'zh-tw': '該審批綁定已被他人修改，請重新載入後再修改',
  },
});
