import { expect, type APIRequestContext } from '@playwright/test';
import { addText, chooseGarment, createSample, uploadLogo } from './api';
import { GARMENT } from './fixtures';
import { makePng } from './png';

/*
 * Setting up a sample at stage 6 (Aprobación) through the API, each step by its role's own session, so
 * the approval-link tests start where the customer comes in. The walk by clicking is lifecycle.spec.ts's.
 */

const PHOTO = { name: 'foto.png', mimeType: 'image/png', buffer: makePng(8, 6) };
const RENDER = { name: 'render.png', mimeType: 'image/png', buffer: makePng(40, 20, [30, 64, 175]) };

async function call(request: APIRequestContext, method: 'GET' | 'POST' | 'PATCH', path: string, options: Parameters<APIRequestContext['fetch']>[1] = {}) {
  const res = await request.fetch(`/api${path}`, { method, ...options });
  expect(res.ok(), `${method} ${path} → ${res.status()} ${await res.text()}`).toBe(true);
  return res.status() === 204 ? undefined : ((await res.json()) as unknown);
}

export interface ApprovalSample {
  sampleId: number;
  sampleName: string;
  clientName: string;
  threadIds: string[];
}

type People = { owner: APIRequestContext; designer: APIRequestContext; production: APIRequestContext; quality: APIRequestContext };

/** A fresh sample with a logo (two threads, red pixels) on the front and a text on the back, walked 1 → 4 (Calidad) by its people. */
export async function sampleAtQuality(people: Omit<People, 'quality'>, suffix: string): Promise<ApprovalSample> {
  const { sampleId, sampleName } = await createSample(people.owner, suffix);
  const garment = await chooseGarment(people.owner, sampleId, GARMENT);
  const [front, back] = garment.positions;
  const logo = await uploadLogo(people.owner, sampleId, front!.id, { width: 200, height: 100, name: 'escudo.png' });
  const catalogue = (await call(people.owner, 'GET', '/business/pantones')) as { id: string }[];
  const threadIds = [catalogue[3]!.id, catalogue[17]!.id];
  await call(people.owner, 'PATCH', `/business/samples/${sampleId}/logos/${logo.logoId}`, { data: { pantones: threadIds } });
  await addText(people.owner, sampleId, back!.id, 'SUPERVISOR');
  const url = `/business/samples/${sampleId}`;
  await call(people.owner, 'POST', `${url}/transitions`, { data: { to: 2 } });
  await call(people.designer, 'POST', `${url}/render-file`, { multipart: { file: RENDER } });
  await call(people.production, 'POST', `${url}/transitions`, { data: { to: 4 } });
  return { sampleId, sampleName, clientName: 'Cliente de pruebas e2e', threadIds };
}

/** The same sample walked on to 6 (Aprobación): quality approves every point with a photo, then each decorated view is photographed. */
export async function sampleAtApproval(people: People, suffix: string): Promise<ApprovalSample> {
  const sample = await sampleAtQuality(people, suffix);
  const url = `/business/samples/${sample.sampleId}`;
  await call(people.quality, 'POST', `${url}/photos`, { multipart: { file: PHOTO } });
  const lifecycle = (await call(people.quality, 'GET', `${url}/lifecycle`)) as { decorations: { kind: 'logo' | 'text'; id: number }[]; views: { id: number }[] };
  const items = lifecycle.decorations.map((d) => ({
    kind: d.kind,
    id: d.id,
    results: { placement: true, size: true, threads: true, technique: true, ...(d.kind === 'text' ? { spelling: true } : {}) },
  }));
  await call(people.quality, 'POST', `${url}/transitions`, { data: { to: 5, checklist: { items } } });
  for (const view of lifecycle.views) await call(people.quality, 'POST', `${url}/photos`, { multipart: { viewId: String(view.id), file: PHOTO } });
  await call(people.quality, 'POST', `${url}/transitions`, { data: { to: 6 } });
  return sample;
}
