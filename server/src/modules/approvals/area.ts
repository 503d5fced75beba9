import { APPROVAL_LINK_DEFAULT_DAYS } from '@muestrario/shared/domain';
import { defineArea } from '../area';
import approvals from './plugin';
import approvalRoutes from './routes';

/** Approval links sent to customers and the public pages that answer them (its plugin needs the lifecycle's). */
export default defineArea({
  name: 'approvals',
  after: ['lifecycle'],
  plugin: (app, { config, mailer }) => app.register(approvals, { smtpUrl: config.smtpUrl, smtpFrom: config.smtpFrom, mailer }),
  routes: (api, { config }) => api.register(approvalRoutes, { days: config.approvalLinkDays ?? APPROVAL_LINK_DEFAULT_DAYS }),
});
