import type { KitOptions, ProgramRoster } from '@muestrario/shared/contract';
import type { ProgramDetail, ProgramEmployee, ProgramKitLine } from '@muestrario/shared/domain';

/* A client's uniform program as the screens' tests read it (issue 35): two job titles, a polo, a jacket and a cap. */

const line = (over: Partial<ProgramKitLine>): ProgramKitLine => ({
  id: 1,
  jobTitleId: 10,
  sampleId: 40,
  sampleName: 'Polos operadores Logística',
  itemId: 7,
  itemCode: 'POL-001',
  itemDescription: 'Polo piqué manga corta caballero',
  colourId: 70,
  colourName: 'Azul marino',
  colourHex: '#1F2A44',
  garmentType: 'item:7',
  sizes: ['CH', 'M', 'G', 'XG', '2XG', '3XG'],
  piecesPerPeriod: 2,
  sortOrder: 0,
  ...over,
});

export const PROGRAM: ProgramDetail = {
  id: 5,
  partnerId: 1,
  partnerName: 'Constructora Cumbres del Norte, S.A. de C.V.',
  name: 'Uniformes 2026',
  sellerId: 1,
  sellerName: 'Daniela Ruiz',
  period: 'anual',
  periodStart: '2026-01-01',
  periodEnd: '2026-12-31',
  active: true,
  notes: '',
  jobTitleCount: 2,
  employeeCount: 2,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  jobTitles: [
    {
      id: 10,
      programId: 5,
      name: 'Operador de almacén',
      sortOrder: 0,
      employeeCount: 1,
      kit: [
        line({}),
        line({ id: 2, sortOrder: 1, itemId: 9, itemCode: 'GOR-001', itemDescription: 'Gorra de gabardina seis gajos', garmentType: 'item:9', sizes: ['UNI'], sampleId: 41, sampleName: 'Gorras Logística', colourId: 90, piecesPerPeriod: 1 }),
      ],
    },
    {
      id: 11,
      programId: 5,
      name: 'Supervisor',
      sortOrder: 1,
      employeeCount: 1,
      kit: [line({ id: 3, jobTitleId: 11, piecesPerPeriod: 3 }), line({ id: 4, jobTitleId: 11, sortOrder: 1, itemId: 8, itemCode: 'CHM-001', itemDescription: 'Chamarra de trabajo', garmentType: 'item:8', sizes: ['CH', 'M', 'G', 'XG'], sampleId: 42, sampleName: 'Chamarras Logística', colourId: 80, piecesPerPeriod: 1 })],
    },
  ],
  garmentTypes: [
    { garmentType: 'item:7', itemId: 7, itemCode: 'POL-001', label: 'Polo piqué manga corta caballero', sizes: ['CH', 'M', 'G', 'XG', '2XG', '3XG'] },
    { garmentType: 'item:9', itemId: 9, itemCode: 'GOR-001', label: 'Gorra de gabardina seis gajos', sizes: ['UNI'] },
    { garmentType: 'item:8', itemId: 8, itemCode: 'CHM-001', label: 'Chamarra de trabajo', sizes: ['CH', 'M', 'G', 'XG'] },
  ],
};

export const employee = (over: Partial<ProgramEmployee> = {}): ProgramEmployee => ({
  id: 100,
  programId: 5,
  employeeNumber: 'E0001',
  name: 'Juan Pérez',
  jobTitleId: 10,
  jobTitleName: 'Operador de almacén',
  area: 'Almacén',
  active: true,
  startDate: '2024-06-01',
  sizes: { 'item:7': 'M', 'item:9': 'UNI' },
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  ...over,
});

export const ROSTER: ProgramRoster = {
  rows: [employee(), employee({ id: 101, employeeNumber: null, name: 'Rosa Díaz', jobTitleId: 11, jobTitleName: 'Supervisor', area: 'Patio', sizes: { 'item:7': 'G', 'item:8': 'XG' } })],
  areas: ['Almacén', 'Patio'],
};

export const KIT_OPTIONS: KitOptions = {
  samples: [
    { id: 40, name: 'Polos operadores Logística', clothingId: 1, garment: 'Polo' },
    { id: 42, name: 'Chamarras Logística', clothingId: 2, garment: 'Chamarra de trabajo' },
    { id: 43, name: 'Logo en lienzo', clothingId: null, garment: null },
  ],
  styles: [
    { id: 7, code: 'POL-001', description: 'Polo piqué manga corta caballero', clothingId: 1, garment: 'Polo', colours: [{ id: 70, name: 'Azul marino', hex: '#1F2A44' }, { id: 71, name: 'Blanco', hex: '#FFFFFF' }], sizes: ['CH', 'M', 'G'] },
    { id: 8, code: 'CHM-001', description: 'Chamarra de trabajo', clothingId: 2, garment: 'Chamarra de trabajo', colours: [{ id: 80, name: 'Negro', hex: '#111111' }], sizes: ['CH', 'M'] },
  ],
};
