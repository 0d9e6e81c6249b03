import { fenToYuan } from '@retail/contracts';
import type { TopUpSlipOutput } from '@retail/contracts/api/retail/vip';
import { formatTime } from '../../../platform/db/time.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { RetailCore } from '../core.ts';
import type { VipRepository } from './repository.ts';

const yuan = (fen: number | string) => fenToYuan(Number(fen));

/** What a printed top-up slip shows: the money paid in, the bonus given with it, the balances, the shop's texts. */
export class TopUpSlipService {
  constructor(private readonly deps: { repo: VipRepository; retail: RetailCore; timeZone: string }) {}

  /** `id`: the top-up's ledger row of the money paid in; any other row, or another tenant's, answers 404. */
  async slip(caller: Principal, id: number): Promise<TopUpSlipOutput> {
    const { repo, retail } = this.deps;
    const paid = await repo.topUpEntry(caller.tenantId, id);
    if (!paid) throw new AppError(404, 'vip.topUpMissing');
    const [bonus, vip, shop] = await Promise.all([
      repo.topUpBonus(caller.tenantId, paid),
      repo.memberOf(caller.tenantId, paid.vipId),
      retail.settings.shopTexts(caller.tenantId),
    ]);
    if (!vip) throw new AppError(404, 'vip.topUpMissing');
    return {
      ...shop,
      no: String(paid.id),
      vip,
      amount: yuan(paid.amount),
      bonus: bonus ? yuan(bonus.amount) : 0,
      payMethod: paid.payMethod,
      balanceBefore: yuan(paid.balanceBefore),
      balanceAfter: yuan(bonus?.balanceAfter ?? paid.balanceAfter),
      createTime: formatTime(paid.createTime, this.deps.timeZone),
      createUserName: paid.createUserName,
      remark: paid.remark,
    };
  }
}
