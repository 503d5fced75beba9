import type { SeedProgram } from '../../../modules/programs/seed';

/*
 * The demo uniform program (issue 35): Transportes Halcón del Centro dresses its warehouse operators,
 * supervisors and drivers from its authorised samples (polo, jacket, cap; the yard vest). 30 employees
 * with their sizes; two have left.
 */

const LETTERS = ['CH', 'M', 'M', 'G', 'G', 'G', 'XG', 'XG', '2XG', '3XG'];
const FIRST = ['José', 'María', 'Juan', 'Guadalupe', 'Luis', 'Verónica', 'Francisco', 'Alejandra', 'Miguel', 'Rosa', 'Arturo', 'Patricia', 'Ricardo', 'Leticia', 'Fernando'];
const LAST = ['Hernández', 'García', 'Martínez', 'López', 'González', 'Rodríguez', 'Pérez', 'Sánchez', 'Ramírez', 'Cruz', 'Flores', 'Gómez', 'Morales', 'Vázquez', 'Jiménez', 'Reyes', 'Díaz', 'Torres'];

type Employee = SeedProgram['employees'][number];

function employee(i: number, jobTitle: string, area: string): Employee {
  const top = LETTERS[(i * 7 + 3) % LETTERS.length]!;
  const jacket = LETTERS[(i * 7 + 4) % LETTERS.length]!;
  const vest = ['M', 'G', 'XG', '2XG'][i % 4]!;
  const sizes: Record<string, string> =
    jobTitle === 'Operador de almacén'
      ? { 'POL-001': top, 'CHM-001': jacket, 'GOR-001': 'UNI', 'CHL-001': vest }
      : jobTitle === 'Supervisor'
        ? { 'POL-001': top, 'CHM-001': jacket }
        : { 'POL-001': top, 'CHM-001': jacket, 'GOR-001': 'UNI' };
  return {
    number: `HC-${String(101 + i).padStart(4, '0')}`,
    name: `${FIRST[i % FIRST.length]} ${LAST[(i * 5 + 2) % LAST.length]} ${LAST[(i * 11 + 7) % LAST.length]}`,
    jobTitle,
    area,
    // Most hired years ago; four in the last weeks (the new hires a reorder picks).
    startedDaysAgo: i >= 26 ? 5 + (i - 26) * 6 : 200 + i * 37,
    ...(i === 7 || i === 19 ? { active: false } : {}),
    sizes,
  };
}

const ROSTER: [string, string][] = [
  ...Array.from({ length: 14 }, (_, i): [string, string] => ['Operador de almacén', i % 3 === 2 ? 'Patio' : 'Almacén']),
  ...Array.from({ length: 5 }, (_, i): [string, string] => ['Supervisor', ['Almacén', 'Patio', 'Embarques', 'Flotilla', 'Almacén'][i]!]),
  ...Array.from({ length: 11 }, (): [string, string] => ['Chofer', 'Flotilla']),
];

export const programs: readonly SeedProgram[] = [
  {
    client: 'Transportes Halcón del Centro, S.A. de C.V.',
    name: 'Uniformes 2026',
    period: 'anual',
    notes: 'Dotación anual; las altas nuevas reciben su kit completo al ingresar. Contacto de RH: Lic. Diana Olvera.',
    jobTitles: [
      {
        name: 'Operador de almacén',
        kit: [
          { style: 'POL-001', colour: 'Azul marino', sample: 'Polos operadores Halcón', pieces: 3 },
          { style: 'CHL-001', colour: 'Naranja alta visibilidad', sample: 'Chalecos operadores de patio', pieces: 2 },
          { style: 'CHM-001', colour: 'Azul marino', sample: 'Chamarras de invierno Halcón', pieces: 1 },
          { style: 'GOR-001', colour: 'Azul marino', sample: 'Gorras choferes Halcón', pieces: 1 },
        ],
      },
      {
        name: 'Supervisor',
        kit: [
          { style: 'POL-001', colour: 'Blanco', sample: 'Polos operadores Halcón', pieces: 3 },
          { style: 'CHM-001', colour: 'Negro', sample: 'Chamarras de invierno Halcón', pieces: 1 },
        ],
      },
      {
        name: 'Chofer',
        kit: [
          { style: 'POL-001', colour: 'Azul marino', sample: 'Polos operadores Halcón', pieces: 3 },
          { style: 'CHM-001', colour: 'Azul marino', sample: 'Chamarras de invierno Halcón', pieces: 1 },
          { style: 'GOR-001', colour: 'Negro', sample: 'Gorras choferes Halcón', pieces: 2 },
        ],
      },
    ],
    employees: ROSTER.map(([jobTitle, area], i) => employee(i, jobTitle, area)),
  },
];
