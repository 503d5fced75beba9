import type { SeedData } from '../../src/db/seed/types';

const view = (label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><path fill="#GARMENT" stroke="#222" d="M10 10h80v80H10z"/><title>${label}</title></svg>`;

const svgs: Record<string, string> = {
  'playera.svg': view('playera'),
  'playera-frente.svg': view('frente'),
  'playera-espalda.svg': view('espalda'),
  'gorra.svg': view('gorra'),
  'gorra-frente.svg': view('gorra frente'),
};
const logos: Record<string, string> = {
  'logo-acme.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><circle cx="50" cy="50" r="40" fill="#c00"/></svg>',
  'logo-beta.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="60"><rect width="60" height="60" fill="#00c"/></svg>',
};

/** Tiny seed data set for tests (independent of the real demo data). */
export const fixtureData: SeedData = {
  clients: [
    {
      cardCode: 'C0001',
      cardName: 'Construcciones Peñasco S.A. de C.V.',
      rfc: 'CPE010203AB1',
      email: 'compras@penasco.example.mx',
      phone1: '5512345678',
      address: 'Av. Reforma 100',
      city: 'Ciudad de México',
      county: 'Cuauhtémoc',
      state: 'CDMX',
      zipCode: '06600',
      department: 'Mantenimiento',
    },
    {
      cardCode: 'C0002',
      cardName: 'Logística Álamo',
      rfc: 'LAL990101XY2',
      email: 'rh@alamo.example.mx',
      phone1: '8187654321',
      address: 'Calle Hidalgo 5',
      city: 'Monterrey',
      county: 'San Pedro Garza García',
      state: 'Nuevo León',
      zipCode: '66220',
      department: '',
    },
  ],
  garments: [
    {
      title: 'Playera cuello redondo',
      image: 'playera.svg',
      positions: [
        {
          title: 'Frente',
          image: 'playera-frente.svg',
          width: 50,
          areas: [
            { title: 'Pecho izquierdo', areaLeft: 55, areaTop: 25, width: 15, height: 12 },
            { title: 'Centro', areaLeft: 30, areaTop: 30, width: 40, height: 40 },
          ],
        },
        { title: 'Espalda', image: 'playera-espalda.svg', width: 50, areas: [{ title: 'Espalda alta', areaLeft: 25, areaTop: 20, width: 50, height: 20 }] },
      ],
    },
    { title: 'Gorra', image: 'gorra.svg', positions: [{ title: 'Frente', image: 'gorra-frente.svg', width: 18, areas: [] }] },
  ],
  threads: [
    { id: '1001', nombre: 'White', color: 'PMS White', posicion: '1A', rgb: '255,255,255', hex: '#FFFFFF' },
    { id: '1002', nombre: 'Navy', color: 'PMS 289', posicion: '2B', rgb: '12,35,64', hex: '#0C2340' },
    { id: 'Oro', nombre: 'Gold', color: 'Metallic Gold', posicion: '10A', rgb: '212,175,55', hex: '#D4AF37' },
  ],
  samples: [
    {
      sampleName: 'Uniformes planta norte',
      clientIndex: 0,
      garmentIndex: 0,
      stage: 3,
      sampleOn: 'Prenda',
      clothingColor: '#1E3A8A',
      sampleCanvas: '',
      canvasColor: '#FFFFFF',
      notes: 'Bordar con hilo brillante.',
      dueInDays: 10,
      createdDaysAgo: 5,
      logos: [
        { positionIndex: 0, logoName: 'Logo Peñasco', technique: 'Bordado', heightCm: 5, widthCm: 10, xCm: 30, yCm: 12, rotate: 0, threadIds: ['1002', 'Oro', 'nope'], svgFile: 'logo-acme.svg' },
        { positionIndex: 1, logoName: 'Espalda', technique: 'DTF', heightCm: 20, widthCm: 20, xCm: 15, yCm: 10, rotate: 15, threadIds: [], svgFile: 'logo-beta.svg' },
      ],
    },
    {
      sampleName: 'Gorras evento',
      clientIndex: 1,
      garmentIndex: null,
      stage: 1,
      sampleOn: 'Lienzo',
      clothingColor: '#FFFFFF',
      sampleCanvas: 'Gabardina',
      canvasColor: '#EEEEEE',
      notes: '',
      dueInDays: 3,
      createdDaysAgo: 1,
      logos: [],
    },
    {
      sampleName: 'Muestra antigua',
      clientIndex: 1,
      garmentIndex: 1,
      stage: 8,
      sampleOn: 'Prenda',
      clothingColor: '#000000',
      sampleCanvas: '',
      canvasColor: '#FFFFFF',
      notes: '',
      dueInDays: -2,
      createdDaysAgo: 30,
      logos: [],
    },
  ],
  garmentSvg: (file) => svgs[file],
  logoSvg: (file) => logos[file],
  demoUser: { username: 'demo', password: 'demo1234', firstName: 'Mariana', lastName: 'López', role: 'seller' },
};
