import type { FastifyInstance, InjectOptions } from 'fastify';
import { BLANK_PARTNER, type PartnerInput, type SalesDocumentInput } from '@muestrario/shared/contract';
import { articles } from '../../src/db/seed/data/articles';
import type { SeedData } from '../../src/db/seed/types';
import { fixtureData } from './fixture-data';
import { addUser, loginCookie } from './app';

/** The test fixture with the real article catalogue (quotation lines need it) and no documents. */
export const backofficeFixture: SeedData = { ...fixtureData, articles };

/** Signs in a new staff user of a role; returns its id and cookie. */
export async function staffSession(app: FastifyInstance, username: string, role: 'seller' | 'admin' | 'designer') {
  const user = await addUser(app, { username, password: 'secreto-123', firstName: username, lastName: 'Prueba', role });
  return { id: user.id, cookie: await loginCookie(app, username, 'secreto-123') };
}

/** app.inject with a session cookie and a JSON body. */
export const injectAs = (app: FastifyInstance, cookie: string) => (method: InjectOptions['method'], url: string, payload?: unknown) =>
  app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });

export const blankPartner = (over: Partial<PartnerInput> = {}): PartnerInput => ({ ...BLANK_PARTNER, cardName: 'Uniformes del Golfo, S.A. de C.V.', ...over });

const noAddress = { street: '', city: '', state: '', zipCode: '' };

export const quotationInput = (clientId: number, over: Partial<SalesDocumentInput> = {}): SalesDocumentInput => ({
  clientId,
  contactId: null,
  name: 'Uniformes 2027',
  reference: 'REQ-1',
  currency: 'MXN',
  exchangeRate: '1',
  lines: [
    { code: 'PLY-PQ-01', description: '', quantity: 3, unitPriceCents: 18_550 },
    { code: 'BOR-MIL-13', description: 'Bordado pecho', quantity: 3, unitPriceCents: 1 },
  ],
  shippingAddress: noAddress,
  billingAddress: noAddress,
  ...over,
});
