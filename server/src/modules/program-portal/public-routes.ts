import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints, PUBLIC_API_PREFIX } from '@muestrario/shared/contract';
import { BUSINESS_TIME_ZONE, PORTAL_MESSAGES, PORTAL_REQUEST_LIMIT, PORTAL_WRITE_LIMIT } from '@muestrario/shared/domain';
import { calendarDayIn } from '@muestrario/shared/rules';
import { writeTransaction } from '../../db/write-transaction';
import { HttpError } from '../../errors';
import { route } from '../../http/endpoint-route';
import { publicProgram } from './public-view';

/**
 * The HR contact's public routes (issue 35 item 4), under /api/public/programs/{token}: every one resolves
 * the token first (404 unknown, 410 expired, revoked or program inactive) and reaches only the link's
 * program. Writes are counted per client address in the database (the approval link's counter table),
 * unknown tokens included; the session hook lets these routes through (`public: true`) and the CSRF checks
 * (Origin / Sec-Fetch-Site, JSON only) stay on: the page is same-origin.
 */
const portalPublicRoutes: FastifyPluginAsync = async (app) => {
  const throttle = async (request: FastifyRequest, prefix: 'hp' | 'hr', limit: { perIp: number; windowMs: number }, message: string) => {
    const now = app.now();
    const cutoff = new Date(now.getTime() - limit.windowMs).toISOString();
    const counter = await app.loginThrottle.hit(`${prefix}:${request.ip}`, now.toISOString(), cutoff);
    if (counter.hits > limit.perIp) {
      const retry = Math.max(1, Math.ceil((Date.parse(counter.windowStart) + limit.windowMs - now.getTime()) / 1000));
      throw new HttpError(429, message, { 'retry-after': String(retry) });
    }
  };
  const throttleWrite = (request: FastifyRequest) => throttle(request, 'hp', PORTAL_WRITE_LIMIT, PORTAL_MESSAGES.tooMany);

  route(app, endpoints.getPublicProgram, async (request) => {
    const now = app.now();
    const open = await app.portalLinks.openOrRefuse(request.params.token, now);
    await app.portalLinks.touch(open.link, now);
    return publicProgram(app, open);
  });

  route(app, endpoints.addPublicEmployee, async (request) => {
    await throttleWrite(request);
    const now = app.now();
    return writeTransaction(app.db, async (trx) => {
      const open = await app.portalLinks.openOrRefuse(request.params.token, now, trx, true);
      const employee = await app.portalRoster.add(trx, open.program.id, request.body, calendarDayIn(now, BUSINESS_TIME_ZONE), now.toISOString());
      await app.portalLinks.touch(open.link, now, trx);
      return employee;
    });
  });

  route(app, endpoints.updatePublicEmployee, async (request) => {
    await throttleWrite(request);
    const now = app.now();
    return writeTransaction(app.db, async (trx) => {
      const open = await app.portalLinks.openOrRefuse(request.params.token, now, trx, true);
      const employee = await app.portalRoster.update(trx, open.program.id, request.params.employeeId, request.body, now.toISOString());
      await app.portalLinks.touch(open.link, now, trx);
      return employee;
    });
  });

  route(app, endpoints.requestPublicReorder, async (request) => {
    await throttle(request, 'hr', PORTAL_REQUEST_LIMIT, PORTAL_MESSAGES.tooManyRequests);
    const now = app.now();
    const at = now.toISOString();
    const { request: created, notified } = await writeTransaction(app.db, async (trx) => {
      const open = await app.portalLinks.openOrRefuse(request.params.token, now, trx, true);
      const result = await app.programRequests.create(trx, {
        programId: open.program.id,
        sellerId: open.program.seller_id,
        linkId: open.link.id,
        employeeIds: request.body.employeeIds,
        note: (request.body.note ?? '').trim(),
        at,
      });
      await app.portalLinks.touch(open.link, now, trx);
      return result;
    });
    // After the commit: the bells of the seller and the admins refetch.
    for (const userId of notified) await app.signals.publish({ type: 'notification', userId });
    return created;
  });

  // The HR contact's answers: never indexed, never cached, no referrer sent onwards.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.url?.startsWith(`/api${PUBLIC_API_PREFIX}/programs/`)) {
      reply.header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
    }
    return payload;
  });
};

export default portalPublicRoutes;
