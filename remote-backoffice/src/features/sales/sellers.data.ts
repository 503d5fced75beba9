import type { Seller } from '@muestrario/shared/domain';
import { portraitUrl } from '../people/portrait';

/** The mock sellers and their generated photos (shipped with the remote, never fetched). */
export const SELLERS = {
  mariana: { name: 'Mariana López', photoUrl: portraitUrl({ background: '#e0e7ff', skin: '#e8b894', hair: '#3b2314', hairStyle: 'long', shirt: '#4338ca' }) },
  carlos: { name: 'Carlos Hernández', photoUrl: portraitUrl({ background: '#dcfce7', skin: '#c68c5e', hair: '#1f1a17', hairStyle: 'short', shirt: '#0f766e' }) },
  sofia: { name: 'Sofía Ramírez', photoUrl: portraitUrl({ background: '#fef3c7', skin: '#f1c9a5', hair: '#8a4b21', hairStyle: 'bun', shirt: '#b45309' }) },
  jorge: { name: 'Jorge Martínez', photoUrl: portraitUrl({ background: '#fce7f3', skin: '#a86f47', hair: '#2d2d2d', hairStyle: 'short', shirt: '#be123c' }) },
  lucia: { name: 'Lucía Torres', photoUrl: portraitUrl({ background: '#e0f2fe', skin: '#d9a47b', hair: '#111827', hairStyle: 'long', shirt: '#1d4ed8' }) },
} as const satisfies Record<string, Seller>;
