import { fenToYuan } from '@retail/contracts';
import type { RefundSlipOutput } from '@retail/contracts/api/retail/sale-order';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { SaleOrderDeps, SaleOrderService } from './service.ts';

/** What a printed refund slip shows: the refund, what went back, where the money went, the shop's texts. */
export class RefundSlipService {
  constructor(
    private readonly deps: SaleOrderDeps,
    private readonly orders: SaleOrderService,
  ) {}

  /** The slip of a refund of an order the caller may see (tenant and data scope); 404 otherwise. */
  async slip(caller: Principal, refundId: number): Promise<RefundSlipOutput> {
    const { repo, retail } = this.deps;
    const found = await repo.refundOrderId(caller.tenantId, refundId);
    if (!found) throw new AppError(404, 'saleOrder.refundMissing');
    const order = await this.orders.detailOf(caller, found.orderId);
    const refund = order.refunds.find((r) => r.id === refundId);
    if (!refund) throw new AppError(404, 'saleOrder.refundMissing');
    const [lines, shop] = await Promise.all([
      repo.refundLines(caller.tenantId, refundId),
      retail.settings.shopTexts(caller.tenantId),
    ]);
    return {
      ...shop,
      refund,
      order: {
        id: order.id,
        no: order.no,
        kind: order.kind,
        vipName: order.vipName,
        vipCardNo: order.vipCardNo,
      },
      lines: lines.map((l) => ({ ...l, qty: Number(l.qty), amount: fenToYuan(Number(l.amount)) })),
      payments: order.payments
        .filter((p) => p.refundId === refundId)
        .map((p) => ({ method: p.method, amount: -p.amount })),
    };
  }
}
