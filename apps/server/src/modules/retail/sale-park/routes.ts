import { idInput } from '@retail/contracts/api/fields';
import {
  parkedSaleOutput,
  recalledSaleOutput,
  saleParkAddInput,
} from '@retail/contracts/api/retail/sale-park';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../../platform/http/access.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import type { SaleParkService } from './service.ts';

const tags = ['salePark'];
/** Parking is part of selling: whoever may sell may park, list, recall and discard. */
const access = { permission: 'saleOrder:add' };

export function saleParkRoutes(app: FastifyInstance, service: SaleParkService, timeZone: string): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'POST',
    url: '/api/salePark/add',
    access,
    summary: "Park the till's cart for the caller's store (no stock, no money)",
    tags,
    body: saleParkAddInput,
    result: parkedSaleOutput,
    handler: ({ body, request }) => service.park(actorOf(request), body),
  });
  route({
    method: 'GET',
    url: '/api/salePark/list',
    access,
    summary: "The parked sales of the caller's store, newest first",
    tags,
    result: z.array(parkedSaleOutput),
    handler: ({ request }) => service.list(principalOf(request)),
  });
  route({
    method: 'POST',
    url: '/api/salePark/recall',
    access,
    summary: 'Take a parked sale back into the till, once; its lines with the catalogue as it is now',
    tags,
    body: idInput,
    result: recalledSaleOutput,
    handler: ({ body, request }) => service.recall(actorOf(request), body.id),
  });
  route({
    method: 'POST',
    url: '/api/salePark/discard',
    access,
    summary: 'Throw a parked sale away',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.discard(actorOf(request), body.id);
      return null;
    },
  });
}
