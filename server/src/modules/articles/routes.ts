import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@muestrario/shared/contract';
import { route } from '../../http/endpoint-route';

const articlesRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listArticles, async () => app.articles.list());
};

export default articlesRoutes;
