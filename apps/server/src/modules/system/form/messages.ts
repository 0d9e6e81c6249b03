import { defineMessages, texts } from '../../../platform/i18n/define-messages.ts';

export const formMessages = defineMessages({
  'form.codeRule': texts(
    '以字母开头，只含字母、数字、_ 和 -（最多 64 个字符）',
    'a letter first, then letters, digits, _ and - (at most 64 characters)',
    '以字母開頭，只含字母、數字、_ 和 -（最多 64 個字元）',
  ),
  'form.versionConflict': texts(
    '该表单已被他人保存，请重新加载后再修改',
    'Someone else saved this form since you opened it; reload it and make your change again',
    '該表單已被他人儲存，請重新載入後再修改',
  ),
  'form.nothingToPublish': texts(
    '草稿与已发布的第 {version} 版相同，没有可发布的修改',
    'The draft is the same as published version {version}; there is nothing new to publish',
    '草稿與已發佈的第 {version} 版相同，沒有可發佈的修改',
  ),
  'form.notPublishable': texts(
    '表单不能发布：{issues}',
    'The form cannot be published: {issues}',
    '表單不能發佈：{issues}',
  ),
  'form.neverPublished': texts(
    '“{name}”还没有发布过，请先发布',
    '"{name}" has never been published; publish it first',
    '「{name}」還沒有發佈過，請先發佈',
  ),
  'form.notFillable': texts(
    '没有可填写的表单“{code}”（未发布或已停用）',
    'There is no form "{code}" to fill in (not published, or disabled)',
    '沒有可填寫的表單「{code}」（未發佈或已停用）',
  ),
  'form.invalidData': texts(
    '提交的内容有误：{errors}',
    'The submission is not valid: {errors}',
    '提交的內容有誤：{errors}',
  ),
  'form.hasData': texts(
    '“{name}”已有 {count} 份提交记录，不能删除，可以停用',
    '"{name}" has {count} submissions and cannot be deleted; disable it instead',
    '「{name}」已有 {count} 份提交紀錄，不能刪除，可以停用',
  ),
  'form.unknownUser': texts(
    '{field}：没有这个用户（{id}）',
    '{field}: no such user ({id})',
    '{field}：沒有這個使用者（{id}）',
  ),
  'form.unknownOrg': texts(
    '{field}：没有这个机构（{id}）',
    '{field}: no such organisation ({id})',
    '{field}：沒有這個機構（{id}）',
  ),
  'form.unknownFile': texts(
    '{field}：没有这个文件（{id}），请重新上传',
    '{field}: no such file ({id}); upload it again',
    '{field}：沒有這個檔案（{id}），請重新上傳',
  ),
  'form.copyName': texts('{name}（副本）', '{name} (copy)', '{name}（副本）'),
  'form.copyNameNumbered': texts('{name}（副本 {n}）', '{name} (copy {n})', '{name}（副本 {n}）'),
  'form.col.id': texts('编号', 'No.', '編號'),
  'form.col.createTime': texts('提交时间', 'Submitted', '提交時間'),
  'form.col.createUser': texts('提交人', 'Submitted by', '提交人'),
  'form.col.org': texts('机构', 'Organisation', '機構'),
  'form.col.status': texts('状态', 'Status', '狀態'),
  'form.col.version': texts('版本', 'Version', '版本'),
  'form.dataStatus.1': texts('已提交', 'Submitted', '已提交'),
  'form.dataStatus.2': texts('审批中', 'Awaiting approval', '審批中'),
  'form.dataStatus.3': texts('已通过', 'Approved', '已通過'),
  'form.dataStatus.4': texts('已驳回', 'Rejected', '已駁回'),
  'form.dataStatus.5': texts('已撤回', 'Withdrawn', '已撤回'),
  'form.yes': texts('是', 'Yes', '是'),
  'form.no': texts('否', 'No', '否'),
});
