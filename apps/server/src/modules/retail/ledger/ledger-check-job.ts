import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { texts as l } from '../../../platform/i18n/define-messages.ts';
import { jobActor } from '../../../platform/jobs/job-actor.ts';
import { defineJobType, type JobType } from '../../../platform/jobs/job-type.ts';
import type { NoticeService } from '../../system/notice/service.ts';
import { ledgerCheckNotice } from './ledger-check-notice.ts';
import { balanceDrift, stockDrift } from './ledger-drift.ts';

const title = l('台账核对', 'Ledger check', '台帳核對');

/**
 * `retail.ledgerCheck`: checks over every tenant that each stock counter is the sum of its stock log and each
 * member balance the sum of its balance ledger (and not negative). A tenant with any difference gets a notice to
 * its administrators; nothing is ever corrected, as only a person can tell which side is wrong.
 */
export function ledgerCheckJob({ ctx, notices }: { ctx: AppContext; notices: NoticeService }): JobType {
  return defineJobType({
    type: 'retail.ledgerCheck',
    title,
    description: l(
      '核对每个租户的条码库存与库存流水合计、会员余额与余额流水合计；发现不符时通知该租户的管理员，从不自动修正',
      "Checks in every tenant that each barcode's stock equals the sum of its stock log and each member's balance the sum of its balance ledger; any difference is sent as a notice to the tenant's administrators and never corrected automatically",
      '核對每個租戶的條碼庫存與庫存流水合計、會員餘額與餘額流水合計；發現不符時通知該租戶的管理員，從不自動修正',
    ),
    params: z.strictObject({}),
    concurrent: false,
    timeoutMs: 3_600_000,
    defaultTrigger: {
      triggerType: 'cron',
      triggerId: 'nightly-0230',
      cron: '0 30 2 * * *',
      description: l('每天 02:30', 'Every day at 02:30', '每天 02:30'),
    },
    async run(_params, { signal, runId }) {
      const stock = await stockDrift(ctx.db);
      signal.throwIfAborted();
      const balance = await balanceDrift(ctx.db);
      const tenants = [...new Set([...stock, ...balance].map((d) => d.tenantId))].sort((a, b) => a - b);
      if (tenants.length === 0) {
        return 'no mismatch: every stock counter equals the sum of its stock log and every member balance the sum of its ledger';
      }
      const found: string[] = [];
      for (const tenantId of tenants) {
        signal.throwIfAborted();
        const ownStock = stock.filter((d) => d.tenantId === tenantId);
        const ownBalance = balance.filter((d) => d.tenantId === tenantId);
        await notices.publishToAdmins(
          jobActor(tenantId, title['zh-cn'], runId),
          ledgerCheckNotice(ownStock, ownBalance),
        );
        found.push(`tenant ${tenantId}: ${ownStock.length} barcodes, ${ownBalance.length} members`);
      }
      return (
        `${stock.length} stock counters and ${balance.length} member balances differ from their ledgers ` +
        `(${found.join('; ')}); each tenant's administrators were sent a notice; nothing was corrected`
      );
    },
  });
}
