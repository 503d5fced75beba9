import type { CurrentClothing, RenderFile, SampleDetail } from '@muestrario/shared/contract';
import { documentViews, type DocumentView } from '@muestrario/shared/rules';
import type { DocumentDeps } from './deps';

/** Everything printed on a sample's proof and worksheet, read once. */
export interface DocumentData {
  sample: SampleDetail;
  round: number;
  seller: string;
  clothing: CurrentClothing | null;
  views: DocumentView[];
  render: RenderFile | null;
}

/** The sample's printable data, or undefined when it does not exist. */
export async function loadDocumentData(deps: DocumentDeps, sampleId: number): Promise<DocumentData | undefined> {
  const sample = await deps.samples.detail(sampleId);
  if (!sample) return undefined;
  const head = await deps.db
    .selectFrom('samples as s')
    .innerJoin('users as u', 'u.id', 's.created_by')
    .select(['s.round', 's.clothing_id', 'u.first_name', 'u.last_name'])
    .where('s.id', '=', sampleId)
    .executeTakeFirstOrThrow();
  const [clothing, logos, texts, render, settings] = await Promise.all([
    head.clothing_id === null ? Promise.resolve(undefined) : deps.clothing.withPositions(head.clothing_id),
    deps.logos.listForSample(sampleId),
    deps.texts.listForSample(sampleId),
    deps.renders.latestForSample(sampleId),
    deps.settings.decoration(),
  ]);
  return {
    sample,
    round: head.round,
    seller: `${head.first_name} ${head.last_name}`.trim(),
    clothing: clothing ?? null,
    // The same API shapes the review reads (Logo with its stored colours, coverage, pixel size and thinnest
    // detail; the render's DST header), so the insights printed are the ones the review shows.
    views: documentViews(clothing, logos, texts, { sample, dst: render?.dst, settings }),
    render: render ?? null,
  };
}

/** A stored file's bytes (logos on the drawings), or undefined when it is missing. */
export async function readStoredFile(deps: DocumentDeps, key: string, maxBytes = 8 * 1024 * 1024): Promise<Buffer | undefined> {
  const file = await deps.storage.get(key).catch(() => undefined);
  if (!file || file.size > maxBytes) {
    file?.stream.destroy();
    return undefined;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
