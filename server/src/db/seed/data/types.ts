import type { NewClientFields, PartnerAddress, PartnerContact, PartnerFields } from '@muestrario/shared/contract';
import type { ArticleKind, Currency, DocumentStatus, FailureReason, LogoTechnique, SalesDocumentKind, SampleOn, SampleStage, UserRole } from '@muestrario/shared/domain';

/*
 * Shapes of the demo seed data; the value lists come from the shared domain.
 */

/** A seeded client: the one client schema's fields (PartnerFields), most of them optional. */
export type SeedClient = NewClientFields &
  Pick<PartnerFields, 'rfc' | 'city'> &
  Partial<PartnerFields> & {
    cardCode: string;
    department: string;
    contacts?: Omit<PartnerContact, 'id'>[];
    addresses?: Omit<PartnerAddress, 'id'>[];
  };
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
/** A text of a demo sample (issue 33): sewn with a catalogue thread, centred like a logo. */
export interface SeedSampleText {
  positionIndex: number;
  text: string;
  font: 'Roboto' | 'Gilroy' | 'Gill Sans';
  technique: LogoTechnique;
  /** The catalogue thread's id; the text's colour is its hex. */
  threadId: string;
  heightCm: number;
  widthCm: number;
  xCm: number;
  yCm: number;
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
  /** Texts with a catalogue thread (issue 33); none by default. */
  texts?: SeedSampleText[];
  /** The client's department the sample is for (issue 33); default none (lists show the client's). */
  department?: string;
  /** Username of the seller who owns it (default: the demo user). */
  owner?: string;
  /** For a stage-8 sample: where it failed (4 quality, 6 the customer), why and what was said. Default: quality, 'other'. */
  failure?: { at: 4 | 6; reason: FailureReason; text: string };
}

/** A staff user seeded without a usable password (the demo sellers besides the demo user). */
export interface SeedStaff {
  username: string;
  firstName: string;
  lastName: string;
  role: UserRole;
}
export interface SeedArticle {
  code: string;
  description: string;
  kind: ArticleKind;
  unit: string;
  unitPriceCents: number;
  /** Clothing catalogue title this garment article quotes. */
  garment?: string;
}
export interface SeedSalesDocument {
  kind: SalesDocumentKind;
  number: number;
  createdDaysAgo: number;
  clientCode: string;
  /** Username of the seller. */
  seller: string;
  status: DocumentStatus;
  name: string;
  reference: string;
  currency?: Currency;
  /** Pesos per unit with up to four decimals, for a currency other than MXN. */
  exchangeRate?: string;
  lines: [code: string, quantity: number][];
  /** An order: the number of the quotation it was copied from. */
  sourceNumber?: number;  /** The demo sample it was made from (by name). */
  sampleName?: string;
}
