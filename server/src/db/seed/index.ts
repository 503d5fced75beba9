import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { COUNTRY } from '@muestrario/shared/domain';
import { sampleSearchFold } from '@muestrario/shared/rules';
import type { FileStorage } from '../../storage/file-storage';
import { sweepUnreferencedFiles } from '../../storage/sweep';
import { hashPassword } from '../../modules/auth/passwords';
import { normalizeUsername } from '../../modules/auth/users-repository';
import { clientSearchText } from '../../modules/clients/search-text';
import { toColumns } from '../columns';
import { seedBackoffice } from './backoffice';
import type { Database } from '../types';
import type { SeedData, SeedSample } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** Pixel size of an SVG from its viewBox (or width/height), for the logo's original aspect ratio. */
export function svgPixelSize(svg: string): { width: number; height: number } | undefined {
  const viewBox = /viewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(svg);
  const w = Number(viewBox?.[1] ?? /\swidth\s*=\s*["']([\d.]+)/i.exec(svg)?.[1]);
  const h = Number(viewBox?.[2] ?? /\sheight\s*=\s*["']([\d.]+)/i.exec(svg)?.[1]);
  return w > 0 && h > 0 ? { width: Math.round(w), height: Math.round(h) } : undefined;
}

function slug(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'archivo'
  );
}

/** Timeline events implied by the stage a demo sample has reached. */
function eventsFor(sample: SeedSample, created: Date, now: Date): { kind: string; at: Date; payload: object }[] {
  const span = Math.max(now.getTime() - created.getTime(), 60_000);
  const at = (fraction: number) => new Date(created.getTime() + Math.round(span * fraction));
  const events = [{ kind: 'created', at: created, payload: {} }];
  if (sample.stage >= 2) events.push({ kind: 'edited', at: at(0.2), payload: { stage: 2 } });
  if (sample.stage >= 3) events.push({ kind: 'render_uploaded', at: at(0.4), payload: { stage: 3 } });
  if (sample.stage >= 4) events.push({ kind: 'stage_changed', at: at(0.6), payload: { stage: sample.stage } });
  if (sample.stage === 7) events.push({ kind: 'authorized', at: at(0.8), payload: { stage: 7 } });
  return events;
}

/**
 * Inserts the demo data in one transaction when the users table is empty. Files are written first
 * (the disk is not transactional) and deleted again if the transaction fails; if the process dies in
 * between, the next call sweeps them (see above), so no orphan outlives a restart.
 * Returns false (and changes nothing) when there is already at least one user.
 */
export async function seedIfEmpty(db: Kysely<Database>, storage: FileStorage, data: SeedData, now: Date = new Date()): Promise<boolean> {
  if (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) return false;
  // A first start that died while seeding (files written, transaction never committed) left files that
  // no row references: with no user yet nothing else can have uploaded them, so they go before we start.
  await sweepUnreferencedFiles(db, storage, { olderThan: new Date() });

  const passwordHash = await hashPassword(data.demoUser.password);
  // Files first (the disk is not transactional); removed again if the transaction fails.
  const storedLogos = new Map<string, { key: string; size: number; width?: number; height?: number }>();
  const storedKeys: string[] = [];
  const storeSvg = async (svg: string) => {
    const { key, size } = await storage.put(Readable.from([Buffer.from(svg, 'utf8')]), 'svg');
    storedKeys.push(key);
    return { key, size };
  };
  // Stored side by side: each put waits for its bytes to be durable (fsync), so one at a time is slow.
  const logoFiles = [...new Set(data.samples.flatMap((sample) => sample.logos.map((logo) => logo.svgFile)))];
  await Promise.all(
    logoFiles.map(async (svgFile) => {
      const svg = data.logoSvg(svgFile);
      if (svg === undefined) throw new Error(`Seed: falta el SVG del logo "${svgFile}".`);
      storedLogos.set(svgFile, { ...(await storeSvg(svg)), ...svgPixelSize(svg) });
    }),
  );
  const renders = new Map<number, { key: string; size: number }>();
  await Promise.all(
    [...data.samples.entries()].map(async ([i, sample]) => {
      if (sample.stage < 3) return;
      const first = sample.logos[0];
      const svg =
        (first && data.logoSvg(first.svgFile)) ??
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><text x="10" y="55">${slug(sample.sampleName)}</text></svg>`;
      renders.set(i, await storeSvg(svg));
    }),
  );

  try {
    await db.transaction().execute(async (trx) => {
      const at = now.toISOString();
      const user = await trx
        .insertInto('users')
        .values({
          username: normalizeUsername(data.demoUser.username),
          password_hash: passwordHash,
          first_name: data.demoUser.firstName,
          last_name: data.demoUser.lastName,
          role: data.demoUser.role,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      const clientIds: number[] = [];
      for (const c of data.clients) {
        const { cardCode, department, contacts: _contacts, addresses: _addresses, ...fields } = c;
        const row = await trx
          .insertInto('clients')
          .values({
            ...toColumns(fields),
            card_code: cardCode,
            card_name: c.cardName,
            country: COUNTRY,
            department: department || null,
            search_text: clientSearchText(c),
            search_name: sampleSearchFold(c.cardName),
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        clientIds.push(row.id);
      }

      const garmentIds: number[] = [];
      const positionIds: number[][] = [];
      for (const [gi, g] of data.garments.entries()) {
        const garment = await trx
          .insertInto('clothing')
          .values({ title: g.title, image: g.image, sort_order: gi })
          .returning('id')
          .executeTakeFirstOrThrow();
        garmentIds.push(garment.id);
        const ids: number[] = [];
        for (const [pi, p] of g.positions.entries()) {
          const position = await trx
            .insertInto('clothing_positions')
            .values({ clothing_id: garment.id, title: p.title, image: p.image, width: p.width, sort_order: pi })
            .returning('id')
            .executeTakeFirstOrThrow();
          ids.push(position.id);
          if (p.areas.length) {
            await trx
              .insertInto('position_areas')
              .values(
                p.areas.map((a, ai) => ({
                  position_id: position.id,
                  title: a.title,
                  area_left: a.areaLeft,
                  area_top: a.areaTop,
                  width: a.width,
                  height: a.height,
                  sort_order: ai,
                })),
              )
              .execute();
          }
        }
        positionIds.push(ids);
      }

      const threadIds = new Set<string>();
      for (let i = 0; i < data.threads.length; i += 200) {
        const chunk = data.threads.slice(i, i + 200);
        await trx
          .insertInto('threads')
          .values(chunk.map((t, j) => ({ ...t, sort_order: i + j })))
          .execute();
        chunk.forEach((t) => threadIds.add(t.id));
      }

      for (const [si, s] of data.samples.entries()) {
        const clientId = clientIds[s.clientIndex];
        if (clientId === undefined) throw new Error(`Seed: la muestra "${s.sampleName}" apunta a un cliente inexistente.`);
        const clothingId = s.garmentIndex === null ? null : garmentIds[s.garmentIndex];
        if (clothingId === undefined) throw new Error(`Seed: la muestra "${s.sampleName}" apunta a una prenda inexistente.`);
        // Minutes apart so "newest first" is stable even for samples created the same day.
        const created = new Date(now.getTime() - s.createdDaysAgo * DAY_MS - si * 60_000);
        const sample = await trx
          .insertInto('samples')
          .values({
            sample_name: s.sampleName,
            search_name: sampleSearchFold(s.sampleName),
            client_id: clientId,
            clothing_id: clothingId,
            stage: s.stage,
            sample_on: s.sampleOn,
            clothing_color: s.clothingColor.toUpperCase(),
            sample_canvas: s.sampleCanvas,
            canvas_color: s.canvasColor.toUpperCase(),
            notes: s.notes,
            created_by: user.id,
            create_date: created.toISOString(),
            // dueInDays counts from today (negative: overdue).
            due_date: isoDate(new Date(now.getTime() + s.dueInDays * DAY_MS)),
            updated_at: created.toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();

        const positions = s.garmentIndex === null ? [] : (positionIds[s.garmentIndex] ?? []);
        for (const l of s.logos) {
          const positionId = positions[l.positionIndex];
          const file = storedLogos.get(l.svgFile);
          if (positionId === undefined || !file) continue;
          const logo = await trx
            .insertInto('logos')
            .values({
              sample_id: sample.id,
              position_id: positionId,
              logo_name: l.logoName,
              technique: l.technique,
              notes: '',
              notes_on_color: '',
              notes_on_position: '',
              height_cm: l.heightCm,
              width_cm: l.widthCm,
              rotate_degrees: l.rotate,
              x_cm: l.xCm,
              y_cm: l.yCm,
              original_width: file.width ?? Math.round(l.widthCm * 100),
              original_height: file.height ?? Math.round(l.heightCm * 100),
              file_key: file.key,
              original_filename: l.svgFile,
              file_size: file.size,
              mime_type: 'image/svg+xml',
              created_by: user.id,
              created_at: created.toISOString(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const pantones = [...new Set(l.threadIds)].filter((id) => threadIds.has(id));
          if (pantones.length) {
            await trx
              .insertInto('logo_pantones')
              .values(pantones.map((thread_id, i) => ({ logo_id: logo.id, thread_id, sort_order: i })))
              .execute();
          }
        }

        const events = eventsFor(s, created, now);
        await trx
          .insertInto('events')
          .values(events.map((e) => ({ sample_id: sample.id, user_id: user.id, kind: e.kind, created_at: e.at.toISOString(), payload: JSON.stringify(e.payload) })))
          .execute();

        const render = renders.get(si);
        if (render) {
          await trx
            .insertInto('render_files')
            .values({
              sample_id: sample.id,
              file_key: render.key,
              original_filename: `render-${slug(s.sampleName)}.svg`,
              file_size: render.size,
              mime_type: 'image/svg+xml',
              created_by: user.id,
              created_at: (events.find((e) => e.kind === 'render_uploaded')?.at ?? created).toISOString(),
            })
            .execute();
        }
      }

      await seedBackoffice(trx, data, { clientIds, demoUserId: user.id, now });
    });
  } catch (error) {
    await Promise.all(storedKeys.map((key) => storage.delete(key)));
    throw error;
  }
  return true;
}
