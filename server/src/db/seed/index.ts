import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { COUNTRY, DEFAULT_TEXT_SIZE } from '@muestrario/shared/domain';
import { sampleSearchFold } from '@muestrario/shared/rules';
import type { FileStorage } from '../../storage/file-storage';
import { sweepUnreferencedFiles } from '../../storage/sweep';
import { hashPassword } from '../../modules/auth/passwords';
import { normalizeUsername } from '../../modules/auth/users-repository';
import { clientSearchText } from '../../modules/clients/search-text';
import { toColumns } from '../columns';
import { seedBackoffice } from './backoffice';
import { seedSupplierInvoices } from '../../modules/supplier-invoices/seed';
import { seedFiscal } from '../../modules/fiscal/seed';
import type { Database } from '../types';
import { demoPhotoPng } from './photo';
import { plannedPhotos, writeHistory, type HistoryPeople } from './history';
import type { SeedData } from './types';
import { preparePicture } from '../../pictures/prepare';

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

/**
 * Inserts the demo data in one transaction when the users table is empty. Files are written first
 * (the disk is not transactional) and deleted again if the transaction fails; if the process dies in
 * between, the next call sweeps them (see above), so no orphan outlives a restart.
 * Returns false (and changes nothing) when there is already at least one user.
 */
export async function seedIfEmpty(
  db: Kysely<Database>,
  storage: FileStorage,
  data: SeedData,
  now: Date = new Date(),
  /** The key that seals the demo CSD's private key (`app.fiscal.secretKey`); without it no demo CSD is made. */
  secrets: { fiscalKey?: Buffer } = {},
): Promise<boolean> {
  if (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) return false;
  // A first start that died while seeding (files written, transaction never committed) left files that
  // no row references: with no user yet nothing else can have uploaded them, so they go before we start.
  await sweepUnreferencedFiles(db, storage, { olderThan: new Date() });

  const users = [data.demoUser, ...(data.team ?? [])];
  const passwordHashes = await Promise.all(users.map((u) => hashPassword(u.password)));
  // Files first (the disk is not transactional); removed again if the transaction fails.
  const storedLogos = new Map<string, { key: string; size: number; width?: number; height?: number; colours: string }>();
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
      // Prepared as an upload prepares it (issues 18 and 28): sanitised SVG stored, colours for the swatches.
      const prepared = preparePicture(Buffer.from(svg, 'utf8'), 'SVG');
      if (prepared.kind !== 'ready' || prepared.svg === undefined) throw new Error(`Seed: el SVG del logo "${svgFile}" no pasa la revisión.`);
      const colours = JSON.stringify(prepared.facts.colours);
      storedLogos.set(svgFile, { ...(await storeSvg(prepared.svg)), ...svgPixelSize(svg), colours });
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
  // Photos of the physical samples the demo histories need (PNG), stored side by side like the rest.
  const photos = new Map<number, ({ key: string; size: number } & ReturnType<typeof plannedPhotos>[number])[]>();
  await Promise.all(
    [...data.samples.entries()].map(async ([i, sample]) => {
      const list = await Promise.all(
        plannedPhotos(sample).map(async (planned) => {
          const png = demoPhotoPng(sample.clothingColor);
          const { key, size } = await storage.put(Readable.from([png]), 'png');
          storedKeys.push(key);
          return { key, size, ...planned };
        }),
      );
      photos.set(i, list);
    }),
  );

  try {
    await db.transaction().execute(async (trx) => {
      const at = now.toISOString();
      const userIds = new Map<string, number>();
      for (const [i, u] of users.entries()) {
        const row = await trx
          .insertInto('users')
          .values({
            username: normalizeUsername(u.username),
            password_hash: passwordHashes[i]!,
            first_name: u.firstName,
            last_name: u.lastName,
            role: u.role,
            created_at: at,
            email: u.email ?? null,
            machines: JSON.stringify(u.machines ?? []),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        userIds.set(normalizeUsername(u.username), row.id);
      }
      const demoId = userIds.get(normalizeUsername(data.demoUser.username))!;
      const byRole = (role: string) => users.find((u) => u.role === role);
      const idOfRole = (role: string) => userIds.get(normalizeUsername(byRole(role)?.username ?? data.demoUser.username)) ?? demoId;

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
        const ownerId = s.owner ? userIds.get(normalizeUsername(s.owner)) : demoId;
        if (ownerId === undefined) throw new Error(`Seed: la muestra "${s.sampleName}" pertenece a un usuario inexistente.`);
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
            created_by: ownerId,
            create_date: created.toISOString(),
            // dueInDays counts from today (negative: overdue).
            due_date: isoDate(new Date(now.getTime() + s.dueInDays * DAY_MS)),
            department: s.department ?? null,
            updated_at: created.toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();

        const positions = s.garmentIndex === null ? [] : (positionIds[s.garmentIndex] ?? []);
        const logoRows: { id: number; name: string; positionId: number }[] = [];
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
              colours: file.colours,
              created_by: ownerId,
              created_at: created.toISOString(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          logoRows.push({ id: logo.id, name: l.logoName, positionId });
          const pantones = [...new Set(l.threadIds)].filter((id) => threadIds.has(id));
          if (pantones.length) {
            await trx
              .insertInto('logo_pantones')
              .values(pantones.map((thread_id, i) => ({ logo_id: logo.id, thread_id, sort_order: i })))
              .execute();
          }
        }

        // Texts with a catalogue thread (issue 33): the colour is the thread's hex.
        const threadHex = new Map(data.threads.map((t) => [t.id, t.hex.replace('#', '').toUpperCase()]));
        for (const t of s.texts ?? []) {
          const positionId = positions[t.positionIndex];
          const hex = threadHex.get(t.threadId);
          if (positionId === undefined || hex === undefined) continue;
          await trx
            .insertInto('texts')
            .values({
              sample_id: sample.id,
              position_id: positionId,
              text: t.text,
              font: t.font,
              color: hex,
              technique: t.technique,
              comments: '',
              size: DEFAULT_TEXT_SIZE,
              height_cm: t.heightCm,
              width_cm: t.widthCm,
              rotate_degrees: 0,
              x_cm: t.xCm,
              y_cm: t.yCm,
              created_by: ownerId,
              created_at: created.toISOString(),
              thread_id: t.threadId,
            })
            .execute();
        }

        const people: HistoryPeople = { owner: ownerId, designer: idOfRole('designer'), production: idOfRole('production'), quality: idOfRole('quality') };
        const render = renders.get(si);
        await writeHistory(trx, {
          sample: s,
          sampleId: sample.id,
          index: si,
          created,
          now,
          people,
          logos: logoRows,
          positions,
          render: render && { ...render, filename: `render-${slug(s.sampleName)}.svg` },
          photos: photos.get(si) ?? [],
        });
      }
      // The demo's older notifications read as seen: the bell shows the last days' work.
      const seenBefore = new Date(now.getTime() - 2 * DAY_MS).toISOString();
      await trx.updateTable('notifications').set({ read_at: seenBefore }).where('created_at', '<', seenBefore).execute();

      await seedBackoffice(trx, data, { clientIds, demoUserId: demoId, now });
      // Supplier invoices from their CFDI (issue 31 item 5): their XML files are stored, then imported.
      await seedSupplierInvoices(trx, storage, storedKeys, data.supplierInvoices, { now, userId: adminIdOf(await trx.selectFrom('users').select(['id', 'role']).execute()) ?? demoId });
      // The company's fiscal data and a demo CSD (issue 32 item 2).
      await seedFiscal(trx, data.fiscal, { now, userId: adminIdOf(await trx.selectFrom('users').select(['id', 'role']).execute()) ?? null, secretKey: secrets.fiscalKey });
    });
  } catch (error) {
    await Promise.all(storedKeys.map((key) => storage.delete(key)));
    throw error;
  }
  return true;
}

/** The first admin seeded (who imports supplier invoices), if any. */
function adminIdOf(users: { id: number; role: string }[]): number | undefined {
  return users.find((u) => u.role === 'admin')?.id;
}
