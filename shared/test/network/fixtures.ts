import type { UserDetails } from '../../src/contract/auth';
import type { SampleDetail } from '../../src/contract/samples';
import type { Logo } from '../../src/contract/logos';

/** The demo seller, as GET /auth/details answers for them. */
export const demoUser = { id: 1, username: 'demo', firstName: 'Daniela', lastName: 'Ruiz', role: 'seller' } as const satisfies UserDetails;

/** A second seller, for tests that need someone else. */
export const otherUser = { id: 2, username: 'pruiz', firstName: 'Pedro', lastName: 'Ruiz', role: 'seller' } as const satisfies UserDetails;

/** The answer body of a 404 the fallback gives and tests reuse. */
export const NOT_FOUND_BODY = { message: 'No encontrado' } as const;

/** One user per staff role (issue 15), as GET /auth/details answers for them. */
export const designerUser = { id: 3, username: 'diseno', firstName: 'Luis', lastName: 'Herrera', role: 'designer' } as const satisfies UserDetails;
export const productionUser = { id: 4, username: 'produccion', firstName: 'Jorge', lastName: 'Salas', role: 'production' } as const satisfies UserDetails;
export const qualityUser = { id: 5, username: 'calidad', firstName: 'Andrea', lastName: 'Ruiz', role: 'quality' } as const satisfies UserDetails;
export const adminUser = { id: 6, username: 'admin', firstName: 'Sofía', lastName: 'Treviño', role: 'admin' } as const satisfies UserDetails;

/** A stage-1 sample (id 42) as GET /business/samples/42 answers it: the editor tests' sample. */
export const stageOneSample: SampleDetail = {
  sampleId: 42,
  sampleName: 'Uniformes planta Querétaro',
  cardCode: 'C0007',
  cardName: 'Aceros del Norte',
  sampleNotes: '',
  clothingColor: '#1D4ED8',
  sampleOn: 'Prenda',
  sampleCanvas: '',
  canvasColor: '#FFFFFF',
  createDate: '2026-11-01T10:00:00.000Z',
  dueDate: '2026-11-23',
  phone1: '5512345678',
  email: 'compras@aceros.mx',
  address: 'Av. Industria 10',
  state: 'Nuevo León',
  county: 'Monterrey',
  zipCode: '64000',
  department: null,
  sampleStage: 1,
  ownerId: demoUser.id,
};

/** A 2:1 logo 'Escudo', 20 × 10 cm, centred on the 50 cm front (view 5) of stageOneSample. */
export const escudoLogo: Logo = {
  logoId: 7,
  viewId: 5,
  logoName: 'Escudo',
  logoTechnique: 'Bordado',
  logoNotes: '',
  logoNotesOnColor: '',
  logoNotesOnPosition: '',
  heightCm: 10,
  widthCm: 20,
  rotateDegrees: 0,
  xpositionCm: 25,
  ypositionCm: 25,
  viewWidth: 50,
  resourcePath: '/api/files/',
  filename: 'abc.png',
  originalFilename: 'escudo.png',
  filesize: 2000,
  zIndex: 1,
  pantones: [],
};
