/**
 * Shape of the demo seed data (`./data/index.ts`, written separately). Seeding code and tests
 * depend on this interface only, so tests can seed small fixtures.
 */
export interface SeedClient {
  cardCode: string;
  cardName: string;
  rfc: string;
  email: string;
  phone1: string;
  address: string;
  city: string;
  county: string;
  state: string;
  zipCode: string;
  department: string;
}
export interface SeedArea {
  title: string;
  areaLeft: number;
  areaTop: number;
  width: number;
  height: number;
}
export interface SeedPosition {
  title: string;
  image: string;
  width: number;
  areas: SeedArea[];
}
export interface SeedGarment {
  title: string;
  image: string;
  positions: SeedPosition[];
}
export interface SeedThread {
  id: string;
  nombre: string;
  color: string;
  posicion: string;
  rgb: string;
  hex: string;
}
export interface SeedLogo {
  positionIndex: number;
  logoName: string;
  technique: 'Bordado' | 'DTF' | 'Vinil';
  heightCm: number;
  widthCm: number;
  xCm: number;
  yCm: number;
  rotate: number;
  threadIds: string[];
  svgFile: string;
}
export interface SeedSample {
  sampleName: string;
  clientIndex: number;
  garmentIndex: number | null;
  stage: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
  sampleOn: 'Prenda' | 'Lienzo';
  clothingColor: string;
  sampleCanvas: string;
  canvasColor: string;
  notes: string;
  dueInDays: number;
  createdDaysAgo: number;
  logos: SeedLogo[];
}
export interface SeedUser {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  role: 'admin' | 'seller' | 'reviewer';
}
export interface SeedData {
  clients: readonly SeedClient[];
  garments: readonly SeedGarment[];
  threads: readonly SeedThread[];
  samples: readonly SeedSample[];
  garmentSvg(fileName: string): string | undefined;
  logoSvg(fileName: string): string | undefined;
  demoUser: SeedUser;
}
