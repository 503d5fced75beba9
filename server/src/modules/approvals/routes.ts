import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints, PUBLIC_API_PREFIX } from '@muestrario/shared/contract';
import { APPROVAL_ANSWER_LIMIT, APPROVAL_MESSAGES, APPROVAL_PROOF_LIMIT, BUSINESS_TIME_ZONE } from '@muestrario/shared/domain';
import { approvalAnswerFor, approvalEmail, proofFileName, sampleFolio } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';
import { HttpError, MESSAGES, notFound } from '../../errors';
import { route } from '../../http/endpoint-route';
import { printable } from '../auth/sessions-repository';
import { recolorGarment } from '../assets/recolor';
import { recordUpload } from '../files/receive-upload';
import { FILE_CSP, contentDisposition } from '../files/routes';
import { actorOf } from '../lifecycle/guard';
import { proofPdf, storeProof } from './proof';
import { ProofCache } from './proof-cache';
import { publicApproval } from './public-view';
import type { CustomerAnswerInput } from './repository';

export interface ApprovalRoutesOptions {
  /** Days a new link lasts (APPROVAL_LINK_DAYS). */
  days: number;
}

/** A stored user agent: without control characters (the sessions' rule), at most 300 characters. */
const cleanUserAgent = (value: string | undefined) => printable(value ?? '').slice(0, 300);

/**
 * The customer approval link (issue 17): the seller's endpoints (session, owner or admin) and the
 * customer's public ones under /api/public, which reach nothing but the sample version their token names.
 */
const approvalRoutes: FastifyPluginAsync<ApprovalRoutesOptions> = async (app, opts) => {
  /**
   * Requests per client address and purpose ('ap' answers, 'pp' proof PDFs), counted in the database
   * (shared by every instance) with the app's clock.
   */
  const throttle = async (request: FastifyRequest, prefix: 'ap' | 'pp', limit: { perIp: number; windowMs: number }) => {
    const now = app.now();
    const cutoff = new Date(now.getTime() - limit.windowMs).toISOString();
    const counter = await app.loginThrottle.hit(`${prefix}:${request.ip}`, now.toISOString(), cutoff);
    if (counter.hits > limit.perIp) {
      const retry = Math.max(1, Math.ceil((Date.parse(counter.windowStart) + limit.windowMs - now.getTime()) / 1000));
      throw new HttpError(429, APPROVAL_MESSAGES.tooMany, { 'retry-after': String(retry) });
    }
  };
  const throttleAnswer = (request: FastifyRequest) => throttle(request, 'ap', APPROVAL_ANSWER_LIMIT);
  const proofs = app.approvalProofs;

  const status = async (sampleId: number) => {
    const found = await app.approvals.status(sampleId, app.now());
    if (!found) throw notFound(MESSAGES.sampleNotFound);
    return { ...found, emailAvailable: app.mailer !== undefined };
  };

  route(app, endpoints.getApprovalLink, async (request) => {
    const found = await status(request.params.id);
    const head = (await app.lifecycle.head(request.params.id))!;
    return { ...found, answers: found.answers.map((a) => approvalAnswerFor(a, actorOf(request), head)) };
  });

  route(app, endpoints.createApprovalLink, async (request) => {
    const created = await app.approvals.create(request.params.id, actorOf(request), app.now(), opts.days);
    await app.signalRecorded([{ eventId: 0, sampleId: request.params.id, notified: [] }]);
    return created;
  });

  route(app, endpoints.revokeApprovalLink, async (request) => {
    await app.approvals.revoke(request.params.id, actorOf(request), app.now());
    await app.signalRecorded([{ eventId: 0, sampleId: request.params.id, notified: [] }]);
  });

  route(app, endpoints.emailApprovalLink, async (request) => {
    const { id } = request.params;
    if (!app.mailer) throw new HttpError(409, APPROVAL_MESSAGES.emailUnavailable);
    if (!(await app.approvals.isActiveToken(id, request.body.token, app.now()))) throw new HttpError(409, APPROVAL_MESSAGES.tokenMismatch);
    const sample = (await app.samples.detail(id))!;
    const link = await app.approvals.status(id, app.now());
    const url = `${app.linkOrigin(request)}${paths.approval(request.body.token)}`;
    const mail = approvalEmail(url, sample.sampleName, sampleFolio(id), link?.link?.expiresAt ?? '', BUSINESS_TIME_ZONE);
    try {
      await app.mailer.send({ to: request.body.to, ...mail });
    } catch (error) {
      request.log.warn({ err: error }, 'no se pudo enviar el correo del enlace de aprobación');
      throw new HttpError(502, APPROVAL_MESSAGES.emailFailed);
    }
  });

  route(app, endpoints.getPublicApproval, async (request) => {
    const link = await app.approvals.openOrRefuse(request.params.token, app.now());
    return publicApproval(app, link);
  });

  route(app, endpoints.getPublicApprovalRender, async (request, reply) => {
    const link = await app.approvals.openOrRefuse(request.params.token, app.now());
    const render = await app.approvals.render(link.row.render_file_id);
    const file = render && (await app.storage.get(render.fileKey));
    if (!render || !file) throw notFound(MESSAGES.fileNotFound);
    return reply
      .type(render.mimeType)
      .header('content-disposition', contentDisposition('inline', render.originalFilename))
      .header('content-security-policy', FILE_CSP)
      .header('content-length', String(file.size))
      .send(file.stream);
  });

  route(app, endpoints.getPublicApprovalView, async (request, reply) => {
    const link = await app.approvals.openOrRefuse(request.params.token, app.now());
    const clothing = link.head.clothingId === null ? undefined : await app.clothing.withPositions(link.head.clothingId);
    const view = clothing?.positions.find((p) => p.id === request.params.viewId);
    const svg = view && app.garmentSvg(view.image);
    if (svg === undefined) throw notFound(MESSAGES.assetNotFound);
    const sample = (await app.samples.detail(link.head.id))!;
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('content-security-policy', FILE_CSP)
      .send(recolorGarment(svg, sample.clothingColor.replace(/^#/, '')));
  });

  /** A stored picture of the link's sample (a logo, a photo), with the staff files' safety headers. */
  const sendStored = async (reply: FastifyReply, key: string | undefined) => {
    const meta = key ? await app.files.metaOf(key) : undefined;
    const file = key && meta ? await app.storage.get(key) : undefined;
    if (!meta || !file) throw notFound(MESSAGES.fileNotFound);
    return reply
      .type(meta.mime_type)
      .header('content-disposition', contentDisposition('inline', meta.original_filename))
      .header('content-security-policy', FILE_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('content-length', String(file.size))
      .send(file.stream);
  };

  route(app, endpoints.getPublicApprovalLogo, async (request, reply) => {
    const link = await app.approvals.openOrRefuse(request.params.token, app.now());
    return sendStored(reply, await app.approvals.logoFile(link.head.id, request.params.logoId));
  });

  route(app, endpoints.getPublicApprovalPhoto, async (request, reply) => {
    const link = await app.approvals.openOrRefuse(request.params.token, app.now());
    return sendStored(reply, await app.approvals.photoFile(link.head.id, link.row.round, request.params.photoId));
  });

  route(app, endpoints.getPublicSignedProof, async (request, reply) => {
    const signed = await app.approvals.signedProof(request.params.token);
    const file = signed && (await app.storage.get(signed.fileKey));
    if (!signed || !file) throw notFound(APPROVAL_MESSAGES.noSignedProof);
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition('attachment', signed.filename))
      .header('content-length', String(file.size))
      .send(file.stream);
  });

  route(app, endpoints.getPublicApprovalProof, async (request, reply) => {
    await throttle(request, 'pp', APPROVAL_PROOF_LIMIT);
    const link = await app.approvals.openOrRefuse(request.params.token, app.now());
    const pdf = await proofs.get(ProofCache.key(link.row), () => proofPdf(app, link.head.id));
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition('inline', proofFileName(link.head.id, link.row.round, false)))
      .send(pdf);
  });

  /** Both answers: throttled, the link checked, the proof of this moment stored, then the answer written. */
  const answer = async (request: FastifyRequest<{ Params: { token: string } }>, input: Omit<CustomerAnswerInput, 'ip' | 'userAgent'>) => {
    await throttleAnswer(request);
    const { token } = request.params;
    const now = app.now();
    const link = await app.approvals.openOrRefuse(token, now);
    const full: CustomerAnswerInput = { ...input, ip: request.ip, userAgent: cleanUserAgent(request.headers['user-agent']) };
    // The proof of this moment, stamped with the approval; stored before the row that names it, and
    // deleted again when the answer is not written (the link was answered meanwhile).
    const stamp = input.decision === 'approved' ? { name: input.name, at: now.toISOString() } : undefined;
    const proof = await storeProof(app, link.head.id, link.row.round, stamp);
    const result = (await recordUpload(app.storage, proof, () => app.approvals.answer(token, full, proof, now)))!;
    await app.signalRecorded(result.recorded);
    return {
      decision: input.decision,
      customerName: input.name,
      answeredAt: result.answeredAt,
      proof: { filename: proof.filename, sha256: proof.sha256 },
    };
  };

  route(app, endpoints.approvePublicApproval, async (request) => {
    if (!request.body.acceptTerms) throw new HttpError(400, APPROVAL_MESSAGES.termsRequired);
    return answer(request, { decision: 'approved', name: request.body.name.trim(), comment: '', pin: null });
  });

  route(app, endpoints.requestPublicChanges, async (request) =>
    answer(request, { decision: 'changes', name: request.body.name.trim(), comment: request.body.comment.trim(), pin: request.body.pin ?? null }),
  );

  // The customer's endpoints: never indexed, never cached, no referrer sent onwards.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.url?.startsWith(`/api${PUBLIC_API_PREFIX}/`)) {
      reply.header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
    }
    return payload;
  });
};

export default approvalRoutes;
