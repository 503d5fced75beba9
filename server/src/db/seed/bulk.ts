import type { Kysely } from 'kysely';
import { COUNTRY, SAMPLE_ON_OPTIONS, STAGE_CODES, type SampleStage } from '@muestrario/shared/domain';
import { sampleSearchFold } from '@muestrario/shared/rules';
import { clientSearchText } from '../../modules/clients/search-text';
import type { Database } from '../types';

/**
 * A large, realistic data set for measuring (issue 20: "a supplier's few years", `npm run seed:bulk -- 10000`):
 * samples spread over three years for a few hundred clients, every stage (most samples finished),
 * garments of the catalogue, owners among the existing users. Deterministic for a given count and
 * start (a seeded pseudo-random generator), written in batches in one transaction. No files: the
 * samples carry no logos or renders.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** mulberry32: a small seeded generator, so two runs make the same data. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PROJECTS = ['Uniformes', 'Playeras', 'Camisas', 'Overoles', 'Chamarras', 'Gorras', 'Batas', 'Chalecos', 'Polos', 'Sudaderas', 'Filipinas', 'Mandiles', 'Pantalones', 'Camisolas'];
const PURPOSES = ['planta', 'evento anual', 'temporada de invierno', 'aniversario', 'personal de almacén', 'brigada de seguridad', 'área de calidad', 'equipo de ventas', 'mantenimiento', 'recepción', 'convención', 'turno nocturno', 'línea de producción', 'campaña de verano'];
const PLACES = ['Querétaro', 'León', 'Mérida', 'Monterrey', 'Guadalajara', 'Puebla', 'Toluca', 'Saltillo', 'Hermosillo', 'Tijuana', 'Culiacán', 'San Luis Potosí', 'Celaya', 'Córdoba', 'Mazatlán', 'Tlaxcala'];
const SECTORS = ['Constructora', 'Maquiladora', 'Minera', 'Alimentos', 'Logística', 'Transportes', 'Farmacéutica', 'Química', 'Autopartes', 'Hotelera', 'Agroindustrias', 'Cementera', 'Aceros', 'Plásticos', 'Envases', 'Seguridad Privada'];
const NAMES = ['Peñasco', 'del Bajío', 'Álamo', 'Sierra Alta', 'Huerta Dorada', 'Río Bravo', 'Cumbres', 'Nogal', 'Águila Real', 'Occidente', 'del Pacífico', 'Montaña Azul', 'San Ángel', 'El Fénix', 'Tres Ríos', 'La Ceiba', 'Ñandú', 'Golfo'];
const STATES = [
  ['Querétaro', 'Querétaro', '76000'],
  ['León', 'Guanajuato', '37000'],
  ['Mérida', 'Yucatán', '97000'],
  ['Monterrey', 'Nuevo León', '64000'],
  ['Zapopan', 'Jalisco', '45100'],
  ['Puebla', 'Puebla', '72000'],
  ['Toluca', 'Estado de México', '50000'],
  ['Hermosillo', 'Sonora', '83000'],
] as const;
const DEPARTMENTS = ['Producción', 'Seguridad e higiene', 'Almacén', 'Recursos humanos', 'Mantenimiento', 'Compras', null];
/** Most samples of a few years are finished: authorised (7) weighs most; errors (8) are rare. */
const STAGE_WEIGHTS: Record<SampleStage, number> = { 1: 6, 2: 4, 3: 4, 4: 3, 5: 3, 6: 4, 7: 72, 8: 4 };

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

function pickStage(rand: () => number): SampleStage {
  const total = STAGE_CODES.reduce((sum, s) => sum + STAGE_WEIGHTS[s], 0);
  let r = rand() * total;
  for (const s of STAGE_CODES) {
    r -= STAGE_WEIGHTS[s];
    if (r < 0) return s;
  }
  return 7;
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** Adds `count` samples (and one new client per 40 samples) to the database; answers what it wrote. */
export async function seedBulk(db: Kysely<Database>, count: number, now: Date = new Date()): Promise<{ samples: number; clients: number }> {
  const users = (await db.selectFrom('users').select('id').orderBy('id').execute()).map((u) => u.id);
  if (!users.length) throw new Error('La base de datos no tiene usuarios: inicia la aplicación una vez (npm start) o crea uno (npm run user:add).');
  const garments = (await db.selectFrom('clothing').select('id').execute()).map((g) => g.id);
  const start = (await db.selectFrom('samples').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n;
  const rand = seededRandom(Number(start) + count);
  const clientCount = Math.max(1, Math.ceil(count / 40));
  const at = now.toISOString();
  const BATCH = 500;

  return db.transaction().execute(async (trx) => {
    const stamp = now.getTime().toString(36).toUpperCase();
    const newClients = Array.from({ length: clientCount }, (_, i) => {
      const [city, state, zip] = pick(rand, STATES);
      const cardName = `${pick(rand, SECTORS)} ${pick(rand, NAMES)} ${i + 1}, S.A. de C.V.`;
      const cardCode = `M${stamp}-${String(i + 1).padStart(5, '0')}`;
      return {
        card_code: cardCode,
        card_name: cardName,
        rfc: '',
        email: `compras${i + 1}@cliente.com.mx`,
        phone1: String(5500000000 + i),
        address: `Av. Industrial ${100 + i}`,
        city,
        county: city,
        state,
        zip_code: zip,
        country: COUNTRY,
        department: pick(rand, DEPARTMENTS),
        search_text: clientSearchText({ cardCode, cardName, rfc: '' }),
        search_name: sampleSearchFold(cardName),
        created_at: at,
      };
    });
    const clientIds: number[] = [];
    for (let i = 0; i < newClients.length; i += BATCH) {
      const rows = await trx.insertInto('clients').values(newClients.slice(i, i + BATCH)).returning('id').execute();
      clientIds.push(...rows.map((r) => r.id));
    }

    for (let i = 0; i < count; i += BATCH) {
      const samples = Array.from({ length: Math.min(BATCH, count - i) }, () => {
        const created = new Date(now.getTime() - Math.floor(rand() * 3 * 365 * DAY_MS));
        const sampleName = `${pick(rand, PROJECTS)} ${pick(rand, PURPOSES)} ${pick(rand, PLACES)}`;
        const sampleOn = rand() < 0.8 ? SAMPLE_ON_OPTIONS[0] : SAMPLE_ON_OPTIONS[1];
        const stamp = created.toISOString();
        return {
          sample_name: sampleName,
          search_name: sampleSearchFold(sampleName),
          client_id: pick(rand, clientIds),
          clothing_id: garments.length && rand() < 0.9 ? pick(rand, garments) : null,
          stage: pickStage(rand),
          sample_on: sampleOn,
          clothing_color: '#FFFFFF',
          sample_canvas: '',
          canvas_color: '#FFFFFF',
          notes: '',
          created_by: pick(rand, users),
          create_date: stamp,
          due_date: isoDate(new Date(created.getTime() + (7 + Math.floor(rand() * 45)) * DAY_MS)),
          updated_at: stamp,
        };
      });
      const ids = await trx.insertInto('samples').values(samples).returning('id').execute();
      await trx
        .insertInto('events')
        .values(ids.map(({ id }, k) => ({ sample_id: id, user_id: samples[k]!.created_by, kind: 'created', created_at: samples[k]!.create_date, payload: JSON.stringify({ stage: 1 }) })))
        .execute();
    }
    return { samples: count, clients: clientCount };
  });
}
