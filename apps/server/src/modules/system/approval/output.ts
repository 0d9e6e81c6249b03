import type {
  ApprovalAction,
  ApprovalEventName,
  ApprovalHistoryOutput,
  ApprovalInstanceOutput,
  ApprovalTaskOutput,
  ApprovalTaskRowOutput,
} from '@retail/contracts/api/system/approval';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import type { HistoryRow, InstanceRow, TaskRow, TaskWithInstance } from './repository.ts';

/** The API's views of the runtime's rows, with times in the business time zone. */
export class ApprovalOutputs {
  constructor(private readonly timeZone: string) {}

  instance(row: InstanceRow): ApprovalInstanceOutput {
    return {
      id: row.id,
      workflowId: row.workflowId,
      versionNo: row.versionNo,
      workflowName: row.workflowName,
      event: row.event as ApprovalEventName,
      businessKey: row.businessKey,
      title: row.title,
      status: row.status,
      currentNodeName: row.currentNodeName,
      starterUserId: row.starterUserId,
      starterUserName: row.starterUserName,
      startTime: formatTime(row.startTime, this.timeZone),
      endTime: formatNullableTime(row.endTime, this.timeZone),
    };
  }

  taskWithInstance(row: TaskWithInstance): ApprovalTaskOutput {
    return {
      taskId: row.taskId,
      nodeId: row.nodeId,
      nodeName: row.nodeName,
      taskStatus: row.taskStatus,
      comment: row.comment,
      createTime: formatTime(row.taskCreateTime, this.timeZone),
      decidedTime: formatNullableTime(row.decidedTime, this.timeZone),
      instance: this.instance(row),
    };
  }

  task(row: TaskRow): ApprovalTaskRowOutput {
    return {
      id: row.id,
      nodeId: row.nodeId,
      nodeName: row.nodeName,
      assigneeUserId: row.assigneeUserId,
      assigneeName: row.assigneeName,
      status: row.status,
      comment: row.comment,
      createTime: formatTime(row.createTime, this.timeZone),
      decidedTime: formatNullableTime(row.decidedTime, this.timeZone),
    };
  }

  history(row: HistoryRow): ApprovalHistoryOutput {
    return {
      id: row.id,
      nodeId: row.nodeId,
      nodeName: row.nodeName,
      action: row.action as ApprovalAction,
      userName: row.userName,
      comment: row.comment,
      time: formatTime(row.createTime, this.timeZone),
    };
  }
}
