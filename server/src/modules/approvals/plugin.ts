import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { approvalTokenOf } from '@muestrario/shared/routes';
import { smtpMailer, type Mailer } from './mailer';
import { ProofCache } from './proof-cache';
import { ApprovalsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    approvals: ApprovalsService;
    /** E-mail, when SMTP_URL is configured (or a test gives one); undefined hides 'Enviar por correo'. */
    mailer: Mailer | undefined;
    /** The public proof PDFs already built (approvals/routes.ts). */
    approvalProofs: ProofCache;
  }
}

export interface ApprovalsPluginOptions {
  smtpUrl: string | undefined;
  smtpFrom: string | undefined;
  mailer?: Mailer | undefined;
}

/**
 * The customer approval link's service and mailer, and the headers of the customer's page
 * ('/aprobar/:token', served by the host as index.html): not indexed, no referrer sent onwards (the
 * token is in the address), not cached.
 */
export default fp<ApprovalsPluginOptions>(
  async (app: FastifyInstance, opts) => {
    app.decorate('approvals', new ApprovalsService(app.db, app.lifecycle));
    app.decorate('approvalProofs', new ProofCache(() => app.now().getTime()));
    app.decorate('mailer', opts.mailer ?? (opts.smtpUrl ? smtpMailer(opts.smtpUrl, opts.smtpFrom) : undefined));
    // A callback hook (no promise per answer: every answer passes here).
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.method === 'GET' && approvalTokenOf(request.url.split('?')[0] ?? '') !== undefined) {
        reply.header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
      }
      done(null, payload);
    });
  },
  { name: 'approvals', dependencies: ['lifecycle'] },
);
