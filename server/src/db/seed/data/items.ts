import type { SeedItem } from '../../../modules/items/seed';

const AZM = { code: 'AZM', name: 'Azul marino', hex: '#1F2A44' };
const BLA = { code: 'BLA', name: 'Blanco', hex: '#FFFFFF' };
const NEG = { code: 'NEG', name: 'Negro', hex: '#111111' };
const ROJ = { code: 'ROJ', name: 'Rojo', hex: '#C8102E' };
const GRO = { code: 'GRO', name: 'Gris Oxford', hex: '#5B5F66' };
const AZR = { code: 'AZR', name: 'Azul rey', hex: '#1D4ED8' };
const AZC = { code: 'AZC', name: 'Azul cielo', hex: '#8DB4E2' };
const CAQ = { code: 'CAQ', name: 'Caqui', hex: '#C3B091' };

const LETTERS = ['CH', 'M', 'G', 'XG'] as const;
const LETTERS_WIDE = ['CH', 'M', 'G', 'XG', '2XG', '3XG'] as const;
const WAIST = ['28', '30', '32', '34', '36', '38', '40', '42', '44'] as const;

const style = { kind: 'Estilo', satUnitKey: 'H87', unit: 'pieza', active: true } as const;
const service = { kind: 'Servicio', satUnitKey: 'E48', colours: [], sizes: [], active: true } as const;

/**
 * The demo items (issue 30): twelve styles of the shop's catalogue with their colours and size runs
 * (their variants follow: 2 to 6 colours × 1 to 9 sizes), and the services quotations sell, each pointing
 * at its article of the price catalogue.
 */
export const items: SeedItem[] = [
  { ...style, code: 'POL-001', description: 'Polo piqué manga corta caballero', garment: 'Polo', satProductKey: '53102700', articleCode: 'PLY-PQ-01', colours: [AZM, BLA, ROJ, GRO], sizes: [...LETTERS_WIDE], costCents: 9_800 },
  { ...style, code: 'POL-002', description: 'Polo piqué manga corta dama', garment: 'Polo', satProductKey: '53102700', articleCode: 'PLY-PQ-01', colours: [BLA, AZR, NEG], sizes: [...LETTERS], costCents: 9_500 },
  { ...style, code: 'CAM-001', description: 'Camisa oxford manga larga', garment: 'Camisa industrial manga larga', satProductKey: '53101600', articleCode: null, colours: [AZC, BLA, { code: 'ROP', name: 'Rosa palo', hex: '#E8B4B8' }], sizes: ['CH', 'M', 'G', 'XG', '2XG'], costCents: 16_400 },
  { ...style, code: 'CAM-002', description: 'Camisa industrial de gabardina manga larga', garment: 'Camisa industrial manga larga', satProductKey: '53102700', articleCode: 'CAM-GB-02', colours: [CAQ, AZM, { code: 'GRI', name: 'Gris acero', hex: '#7A7F87' }], sizes: [...LETTERS_WIDE], costCents: 17_900 },
  { ...style, code: 'PAN-001', description: 'Pantalón industrial de gabardina', satProductKey: '53101500', articleCode: 'PAN-GB-03', colours: [AZM, NEG, CAQ], sizes: [...WAIST], costCents: 21_500 },
  { ...style, code: 'PAN-002', description: 'Pantalón cargo de trabajo', satProductKey: '53101500', articleCode: null, colours: [NEG, { code: 'VEO', name: 'Verde olivo', hex: '#556B2F' }], sizes: ['30', '32', '34', '36', '38', '40'], costCents: 24_800 },
  { ...style, code: 'CHM-001', description: 'Chamarra de trabajo de gabardina con forro', garment: 'Chamarra de trabajo', satProductKey: '53101800', articleCode: 'CHM-TR-12', colours: [AZM, NEG], sizes: [...LETTERS_WIDE], costCents: 38_500 },
  { ...style, code: 'CHM-002', description: 'Chamarra de polar con cierre completo', satProductKey: '53101800', articleCode: 'CHM-PO-05', colours: [GRO, NEG, AZM], sizes: [...LETTERS], costCents: 24_000 },
  { ...style, code: 'GOR-001', description: 'Gorra de gabardina seis gajos', garment: 'Gorra', satProductKey: '53102500', articleCode: 'GOR-GB-06', colours: [AZM, NEG, BLA, ROJ], sizes: ['UNI'], costCents: 4_200 },
  { ...style, code: 'PLY-001', description: 'Playera cuello redondo de algodón', garment: 'Playera cuello redondo', satProductKey: '53103000', articleCode: 'PLY-CR-11', colours: [BLA, NEG, { code: 'GRJ', name: 'Gris jaspe', hex: '#B5B5B5' }, AZM], sizes: [...LETTERS_WIDE], costCents: 4_100 },
  { ...style, code: 'OVE-001', description: 'Overol industrial de mezclilla con cinta reflejante', garment: 'Overol industrial', satProductKey: '53102100', articleCode: 'OVE-MZ-04', colours: [{ code: 'MEZ', name: 'Azul mezclilla', hex: '#3B5B8C' }, AZM], sizes: [...LETTERS_WIDE], costCents: 39_900 },
  { ...style, code: 'BAT-001', description: 'Bata médica de microfibra', garment: 'Bata médica', satProductKey: '53102700', articleCode: 'BAT-MF-07', colours: [BLA, AZC], sizes: [...LETTERS], costCents: 15_200 },
  { ...style, code: 'CHL-001', description: 'Chaleco de seguridad de ripstop alta visibilidad', garment: 'Chaleco de seguridad', satProductKey: '53102700', articleCode: 'CHL-RS-08', colours: [{ code: 'NAR', name: 'Naranja alta visibilidad', hex: '#FF6A13' }, { code: 'VEL', name: 'Verde limón', hex: '#C6F500' }], sizes: ['M', 'G', 'XG', '2XG'], costCents: 6_900 },
  { ...service, code: 'BOR-MIL-13', description: 'Bordado por millar de puntadas', satProductKey: '73151900', unit: 'millar de puntadas', articleCode: 'BOR-MIL-13' },
  { ...service, code: 'BOR-LG-09', description: 'Bordado de logotipo (hasta 10,000 puntadas)', satProductKey: '73151900', unit: 'pieza', articleCode: 'BOR-LG-09' },
  { ...service, code: 'DTF-PZA-14', description: 'Impresión DTF por pieza (hasta 10 cm)', satProductKey: '82121500', unit: 'pieza', articleCode: 'DTF-PZA-14' },
  { ...service, code: 'EST-DT-10', description: 'Estampado DTF (hasta 28 × 35 cm)', satProductKey: '82121500', unit: 'pieza', articleCode: 'EST-DT-10' },
  { ...service, code: 'VIN-PZA-15', description: 'Vinil textil por pieza (hasta 10 cm)', satProductKey: '82121500', unit: 'pieza', articleCode: 'VIN-PZA-15' },
  { ...service, code: 'PON-LOG-16', description: 'Ponchado de logo (digitalización para bordado)', satProductKey: '81141600', unit: 'servicio', articleCode: 'PON-LOG-16' },
  { ...service, code: 'PLA-001', description: 'Planchado y empaque por pieza', satProductKey: '82121500', unit: 'pieza', articleCode: null },
];
