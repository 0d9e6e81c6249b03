import type { FastifyInstance } from 'fastify';
import { constGroup, constItem } from '@retail/contracts/api/system/const';
import { z } from 'zod';
import { AppError } from '../../../platform/http/errors.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { constCatalogue, findConstGroup } from './catalogue.ts';

/** Constant groups (enums) for the web's selectors; any signed-in user (the template made them anonymous). */
export function constRoutes(app: FastifyInstance, timeZone: string): void {
  const route = routeRegistrar(app, timeZone);
  const tags = ['sysConst'];
  route({
    method: 'GET',
    url: '/api/sysConst/list',
    access: { login: true },
    summary: 'Every constant group with its constants',
    tags,
    result: z.array(constGroup),
    handler: () => [...constCatalogue],
  });
  route({
    method: 'GET',
    url: '/api/sysConst/data/:typeName',
    access: { login: true },
    summary: 'The constants of one group (type name, case-insensitive)',
    tags,
    params: z.object({ typeName: z.string().min(1).max(64) }),
    result: z.array(constItem),
    handler: ({ params }) => {
      const found = findConstGroup(params.typeName);
      if (!found) throw new AppError(404, 'const.unknownType', { typeName: params.typeName });
      return found.data;
    },
  });
}
