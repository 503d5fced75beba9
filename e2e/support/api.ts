import { expect, type APIRequestContext } from '@playwright/test';
import { makePng } from './png';

/*
 * The API calls the tests make to set up data and to check what the page saved, written once here.
 * Each goes through the signed-in page's request context, so it carries that page's session.
 */
const API = '/api';

export interface DashboardRow {
  sampleId: number;
  sampleName: string;
  sampleStage: number;
  /** The seller who owns it (issue 15). */
  ownerId: number;
  title: string | null;
}
export interface ApiLogo {
  logoId: number;
  logoName: string;
  xpositionCm: number;
  ypositionCm: number;
  heightCm: number;
  widthCm: number;
  rotateDegrees: number;
  logoNotesOnColor: string;
  viewWidth: number;
  pantones: { id: string }[];
}
export interface ApiText {
  textId: number;
  text: string;
  xCm: number;
  yCm: number;
}
export interface Garment {
  id: number;
  title: string;
  positions: { id: number; title: string; width: number }[];
}

async function json<T>(request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', path: string, options: Parameters<APIRequestContext['fetch']>[1] = {}): Promise<T> {
  const res = await request.fetch(`${API}${path}`, { method, ...options });
  expect(res.ok(), `${method} ${path} → ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** Every sample a test makes through the API is named with this prefix (see `createSample`). */
export const FRESH_SAMPLE_PREFIX = 'Muestra e2e ';

/**
 * The dashboard's samples that came with the demo data: tests that pick "a stage-2 sample" must not
 * land on one another test made (and moved) for itself.
 */
/** Every sample of the dashboard's whole list, those other tests made included. */
export const allDashboardSamples = (request: APIRequestContext) => json<DashboardRow[]>(request, 'GET', '/dashboard/samples');

export async function dashboardSamples(request: APIRequestContext): Promise<DashboardRow[]> {
  return (await allDashboardSamples(request)).filter((row) => !row.sampleName.startsWith(FRESH_SAMPLE_PREFIX));
}
export const sampleDetail = (request: APIRequestContext, id: number) => json<{ sampleName: string; sampleStage: number }>(request, 'GET', `/business/samples/${id}`);
export const logosOf = (request: APIRequestContext, id: number) => json<ApiLogo[]>(request, 'GET', `/business/samples/${id}/logos`);
export const textsOf = (request: APIRequestContext, id: number) => json<ApiText[]>(request, 'GET', `/business/samples/${id}/texts`);

/** Creates a stage-1 sample for a new client, due in a week; no garment yet. Its name starts with FRESH_SAMPLE_PREFIX. */
export async function createSample(request: APIRequestContext, suffix: string): Promise<{ sampleId: number; sampleName: string }> {
  const sampleName = `${FRESH_SAMPLE_PREFIX}${suffix}`;
  const due = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const { sampleId } = await json<{ sampleId: number }>(request, 'POST', '/business/samples', {
    data: {
      sampleName,
      dueDate: due,
      cardCode: null,
      cardName: 'Cliente de pruebas e2e',
      address: 'Av. Reforma 100',
      zipCode: '06600',
      phone1: '5512345678',
      county: 'Cuauhtémoc',
      state: 'Ciudad de México',
      country: 'MEX',
      email: 'e2e@ejemplo.mx',
    },
  });
  return { sampleId, sampleName };
}

/** Chooses the garment named `title` for the sample, as the chooser does. */
export async function chooseGarment(request: APIRequestContext, sampleId: number, title: string): Promise<Garment> {
  const catalogue = await json<{ id: number; title: string }[]>(request, 'GET', '/business/sample-clothing');
  const garment = catalogue.find((g) => g.title === title);
  expect(garment, `garment «${title}» in the catalogue`).toBeDefined();
  return json<Garment>(request, 'POST', `/business/samples/${sampleId}/select-clothing/${garment!.id}`);
}

/** Uploads a PNG of `width` × `height` px as a logo on the view, centred and 10 cm high (the editor's defaults). */
export async function uploadLogo(
  request: APIRequestContext,
  sampleId: number,
  positionId: number,
  { width, height, name, at }: { width: number; height: number; name: string; at?: { x: number; y: number } },
): Promise<ApiLogo> {
  return json<ApiLogo>(request, 'POST', `/business/samples/${sampleId}/current-clothing-position/${positionId}/logos`, {
    multipart: {
      originalWidth: String(width),
      originalHeight: String(height),
      ...(at ? { xPositionCm: String(at.x), yPositionCm: String(at.y) } : {}),
      file: { name, mimeType: 'image/png', buffer: makePng(width, height) },
    },
  });
}

/** Fields of a new text beyond the text itself (the API's CreateTextBody; font name, colour as six hex digits, cm). */
export interface TextFields {
  font?: 'Roboto' | 'Gilroy' | 'Gill Sans';
  color?: string;
  technique?: 'Bordado' | 'DTF' | 'Vinil';
  comments?: string;
  heightCm?: number;
  widthCm?: number;
  xCm?: number;
  yCm?: number;
  rotateDegrees?: number;
}

/** Adds a text to a view of the sample (centred, 6 cm wide unless `fields` say otherwise), as the editor's text tool does. */
export async function addText(request: APIRequestContext, sampleId: number, positionId: number, text: string, fields: TextFields = {}): Promise<ApiText> {
  return json<ApiText>(request, 'POST', `/business/samples/${sampleId}/current-clothing-position/${positionId}/texts`, { data: { text, widthCm: 6, ...fields } });
}

/** The signed-in user's id. */
export const myUserId = async (request: APIRequestContext) => (await json<{ id: number }>(request, 'GET', '/auth/details')).id;

/** A sample of the demo data at `stage` (owned by `ownerId` when given), by the list API. */
export async function demoSampleAt(request: APIRequestContext, stage: number, ownerId?: number): Promise<number> {
  const rows = await dashboardSamples(request);
  const found = rows.find((r) => r.sampleStage === stage && (ownerId === undefined || r.ownerId === ownerId));
  expect(found, `a demo sample at stage ${stage}`).toBeDefined();
  return found!.sampleId;
}

/** The rounds of a sample (GET …/rounds): each round's number, whether it is the current one, and what it kept. */
export const roundsOf = (request: APIRequestContext, id: number) =>
  json<{ round: number; current: boolean; design: unknown; checklists: unknown[] }[]>(request, 'GET', `/business/samples/${id}/rounds`);

/**
 * The shop's decoration settings (issue 18) as GET/PUT /business/settings/decoration answer them: the
 * needles and speed are the estimates' embroidery machine's (issue 30), so saving sends the rest only.
 */
export interface DecorationSettings {
  needles: number;
  stitchesPerMinute: number;
  machine: { id: number; name: string } | null;
  overheadPercent: number;
  priceTiers: { upToStitches: number | null; price: number }[];
}
export const decorationSettings = (request: APIRequestContext) => json<DecorationSettings>(request, 'GET', '/business/settings/decoration');
export const saveDecorationSettings = (request: APIRequestContext, { overheadPercent, priceTiers }: Pick<DecorationSettings, 'overheadPercent' | 'priceTiers'>) =>
  json<DecorationSettings>(request, 'PUT', '/business/settings/decoration', { data: { overheadPercent, priceTiers } });

/** A production machine (issue 30) as GET /business/machines lists it. */
export interface MachineRow {
  id: number;
  name: string;
  kind: string;
  heads: number;
  needles: number | null;
  stitchesPerMinute: number | null;
  shiftMinutes: number[];
  rateCentsPerHour: number;
  active: boolean;
}
export const machines = (request: APIRequestContext) => json<MachineRow[]>(request, 'GET', '/business/machines');
export const saveMachine = (request: APIRequestContext, { id, ...body }: MachineRow) =>
  json<MachineRow>(request, 'PUT', `/business/machines/${id}`, { data: { name: body.name, kind: body.kind, heads: body.heads, needles: body.needles, stitchesPerMinute: body.stitchesPerMinute, shiftMinutes: body.shiftMinutes, rateCentsPerHour: body.rateCentsPerHour, active: body.active } });
