import { ApprovalStatus } from '@retail/contracts';
import { FORM_DATA_STATUS } from '@retail/contracts/api/system/form';
import type { Trx } from '../../../../platform/db/transaction.ts';
import type { Principal } from '../../../../platform/http/access.ts';
import type { ApprovalOutcome, ApprovalRuntime, Started } from '../../approval/runtime.ts';
import type { FormDataRepository } from './repository.ts';

const ENDED = {
  approved: FORM_DATA_STATUS.approved,
  rejected: FORM_DATA_STATUS.rejected,
  withdrawn: FORM_DATA_STATUS.withdrawn,
} as const;

/**
 * Submissions under approval (event `formSubmit`, bound per form code): a submission of a form with an enabled
 * binding starts an approval in the transaction that stores it and waits (status 2); its outcome makes it
 * approved, rejected or withdrawn. The workflow's conditions read the form's own field keys.
 */
export class FormSubmissionApproval {
  constructor(
    private readonly repo: FormDataRepository,
    private readonly runtime: ApprovalRuntime,
  ) {
    runtime.onOutcome('formSubmit', (trx, outcome) => this.ended(trx, outcome));
  }

  /** Starts the stored submission's approval when its form is bound; answers the status the submission has now. */
  async submit(
    trx: Trx,
    submitter: Principal,
    submission: { id: number; formCode: string; formName: string; data: Record<string, unknown> },
  ): Promise<{ status: number; started: Started | null }> {
    const started = await this.runtime.start(trx, {
      event: 'formSubmit',
      formCode: submission.formCode,
      businessKey: String(submission.id),
      title: submission.formName,
      fields: submission.data,
      starter: submitter,
    });
    if (!started) return { status: FORM_DATA_STATUS.submitted, started };
    // an instance whose conditions skipped every step was approved at once: its outcome has set the status
    if (started.status !== ApprovalStatus.Running) return { status: FORM_DATA_STATUS.approved, started };
    await this.repo.update(
      submitter.tenantId,
      submission.id,
      { status: FORM_DATA_STATUS.awaitingApproval, approvalInstanceId: started.instanceId },
      trx,
    );
    return { status: FORM_DATA_STATUS.awaitingApproval, started };
  }

  private async ended(trx: Trx, outcome: ApprovalOutcome): Promise<void> {
    await this.repo.update(
      outcome.starter.tenantId,
      Number(outcome.businessKey),
      { status: ENDED[outcome.status], approvalInstanceId: outcome.instanceId },
      trx,
    );
  }
}
