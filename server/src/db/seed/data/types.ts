import type { FailureReason, LogoTechnique, SampleOn, SampleStage } from '@muestrario/shared/domain';

/** Shapes of the demo seed data; the value lists come from the shared domain. */
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
/** A print area, in percent (0–100) of the view picture. */
export interface SeedArea {
  title: string;
  areaLeft: number;
  areaTop: number;
  width: number;
  height: number;
}
export interface SeedPosition {
  title: string;
  /** File name of the view picture, e.g. 'playera-frente.svg'. */
  image: string;
  /** Real width of the whole view picture in cm. */
  width: number;
  areas: SeedArea[];
}
export interface SeedGarment {
  title: string;
  /** Catalogue picture file name. */
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
export interface SeedSampleLogo {
  positionIndex: number;
  logoName: string;
  technique: LogoTechnique;
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
  stage: SampleStage;
  sampleOn: SampleOn;
  clothingColor: string;
  sampleCanvas: string;
  canvasColor: string;
  notes: string;
  dueInDays: number;
  createdDaysAgo: number;
  logos: SeedSampleLogo[];
  /** Username of the seller who owns it (default: the demo user). */
  owner?: string;
  /** For a stage-8 sample: where it failed (4 quality, 6 the customer), why and what was said. Default: quality, 'other'. */
  failure?: { at: 4 | 6; reason: FailureReason; text: string };
}
