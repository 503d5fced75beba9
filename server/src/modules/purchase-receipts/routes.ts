import type { FastifyPluginAsync } from 'fastify';
import { purchaseReceiptEndpoints as E } from '@muestrario/shared/contract';
import { RECEIPT_MESSAGES as M } from '@muestrario/shared/domain';
import { notFound } from '../../errors';
import { route } from '../../http/endpoint-route';

/**
 * Goods receipts and returns: everyone signed in reads them; receiving and returning is `purchase.receive`
 * (production and admins, checked by `route()` from the endpoint table).
 */
const purchaseReceiptsRoutes: FastifyPluginAsync = async (app) => {
  const receipt = async (id: number) => (await app.purchaseReceipts.rows.detail('goods_receipt_po', id)) ?? Promise.reject(notFound(M.receiptNotFound));
  const goodsReturn = async (id: number) => (await app.purchaseReceipts.rows.detail('goods_return', id)) ?? Promise.reject(notFound(M.returnNotFound));

  route(app, E.listGoodsReceipts, async (request) => app.purchaseReceipts.rows.list('goods_receipt_po', request.query));
  route(app, E.getGoodsReceipt, async (request) => receipt(request.params.id));
  route(app, E.createGoodsReceipt, async (request) => {
    const id = await app.purchaseReceipts.service.receive(request.body, { userId: request.user!.id, now: app.now() });
    return receipt(id);
  });

  route(app, E.listGoodsReturns, async (request) => app.purchaseReceipts.rows.list('goods_return', request.query));
  route(app, E.getGoodsReturn, async (request) => goodsReturn(request.params.id));
  route(app, E.createGoodsReturn, async (request) => {
    const id = await app.purchaseReceipts.service.giveBack(request.body, { userId: request.user!.id, now: app.now() });
    return goodsReturn(id);
  });

  route(app, E.listReceivableOrders, async (request) => app.purchaseReceipts.rows.receivableOrders(request.query));
  route(app, E.getReceivableOrder, async (request) => (await app.purchaseReceipts.rows.receivableOrder(request.params.id)) ?? Promise.reject(notFound(M.orderNotFound)));
};

export default purchaseReceiptsRoutes;
