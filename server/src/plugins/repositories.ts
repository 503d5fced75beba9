import fp from 'fastify-plugin';
import { SessionsRepository } from '../modules/auth/sessions-repository';
import { ThrottleRepository } from '../modules/auth/throttle-repository';
import { UsersRepository } from '../modules/auth/users-repository';
import { ClientsRepository } from '../modules/clients/repository';
import { ClothingRepository } from '../modules/clothing/repository';
import { DecorationRows } from '../modules/decorations/decoration-rows';
import { LogosRepository } from '../modules/decorations/logos-repository';
import { TextsRepository } from '../modules/decorations/texts-repository';
import { DesignRepository } from '../modules/design/repository';
import { FilesRepository } from '../modules/files/repository';
import { RendersRepository } from '../modules/renders/repository';
import { SamplesRepository } from '../modules/samples/repository';
import { PantonesRepository } from '../modules/pantones/repository';
import { PresenceRepository } from '../modules/presence/repository';
import { ArticlesRepository } from '../modules/articles/repository';
import { PartnersRepository } from '../modules/partners/repository';
import { SalesDocumentsRepository } from '../modules/quotations/repository';
import { SalesService } from '../modules/quotations/service';
import { DocumentEngine } from '../modules/business-documents/service';
import { SettingsRepository } from '../modules/settings/repository';
import { ReportsRepository } from '../modules/reports/repository';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersRepository;
    sessions: SessionsRepository;
    samples: SamplesRepository;
    clients: ClientsRepository;
    clothing: ClothingRepository;
    logos: LogosRepository;
    renders: RendersRepository;
    pantones: PantonesRepository;
    files: FilesRepository;
    design: DesignRepository;
    texts: TextsRepository;
    /** What logos and texts share: soft delete/restore and the draw order. */
    decorations: DecorationRows;
    /** Login throttle counters (the policy is modules/auth/login-throttle.ts). */
    loginThrottle: ThrottleRepository;
    /** Business partners (issue 19): the clients table with contacts and addresses. */
    partners: PartnersRepository;
    /** Quotations and sales orders (issue 19): their writes, on the document engine. */
    sales: SalesService;
    /** Quotations and sales orders: their reads. */
    salesDocuments: SalesDocumentsRepository;
    /** The business document engine (issue 29): every kind's creation, copies, statuses, history and effects. */
    documents: DocumentEngine;
    articles: ArticlesRepository;
    /** Who has a sample's editor open (issue 16). */
    presence: PresenceRepository;
    /** Shop settings an admin edits (issue 18: the decoration settings). */
    settings: SettingsRepository;
    /** The rows of the manager's reports (issue 33 item 11). */
    reports: ReportsRepository;
  }
}

/**
 * Every repository, built once on the app's database and shared by all routes as a decorator
 * (`app.samples`, `app.logos`, …). Routes never build a repository or query `app.db` themselves.
 */
export default fp(
  async (app) => {
    app.decorate('users', new UsersRepository(app.db));
    app.decorate('sessions', new SessionsRepository(app.db));
    app.decorate('samples', new SamplesRepository(app.db));
    app.decorate('clients', new ClientsRepository(app.db));
    app.decorate('clothing', new ClothingRepository(app.db));
    app.decorate('logos', new LogosRepository(app.db));
    app.decorate('renders', new RendersRepository(app.db));
    app.decorate('pantones', new PantonesRepository(app.db));
    app.decorate('files', new FilesRepository(app.db));
    app.decorate('design', new DesignRepository(app.db));
    app.decorate('texts', new TextsRepository(app.db));
    app.decorate('presence', new PresenceRepository(app.db));
    app.decorate('decorations', new DecorationRows(app.db));
    app.decorate('loginThrottle', new ThrottleRepository(app.db));
    app.decorate('partners', new PartnersRepository(app.db));
    app.decorate('articles', new ArticlesRepository(app.db));
    app.decorate('documents', new DocumentEngine(app.db));
    app.decorate('sales', new SalesService(app.db, app.documents, app.articles));
    app.decorate('salesDocuments', new SalesDocumentsRepository(app.db));
    app.decorate('settings', new SettingsRepository(app.db));
    app.decorate('reports', new ReportsRepository(app.db));
  },
  { name: 'repositories', dependencies: ['database'] },
);
