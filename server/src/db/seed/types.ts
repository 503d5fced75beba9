import type { SeedProgram } from '../../modules/programs/seed';
import type { SeedFiscal } from '../../modules/fiscal/seed';
/**
 * Shape of the demo seed data (`./data/index.ts`, written separately). Seeding code and tests
 * depend on this interface only, so tests can seed small fixtures.
 */
import type { MachineBody } from '@muestrario/shared/contract';
import type { UserRole } from '@muestrario/shared/domain';
import type { SeedItem } from '../../modules/items/seed';
import type { SeedStock } from '../../modules/stock/seed';
import type { SeedSupplierInvoices } from '../../modules/supplier-invoices/seed';
import type { SeedBoms } from '../../modules/bom/seed';
import type { SeedArticle, SeedClient, SeedGarment, SeedSalesDocument, SeedSample, SeedStaff, SeedThread } from './data/types';

export type { SeedSample } from './data/types';

export interface SeedUser {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  /** Where a password reset link goes (issue 33). */
  email?: string;
  /** The machines the person operates (free names until production machines exist). */
  machines?: readonly string[];
}
export interface SeedData {
  clients: readonly SeedClient[];
  garments: readonly SeedGarment[];
  threads: readonly SeedThread[];
  samples: readonly SeedSample[];
  garmentSvg(fileName: string): string | undefined;
  logoSvg(fileName: string): string | undefined;
  demoUser: SeedUser;
  /** The other demo users who sign in (one per role, a second seller); samples' histories are written as them. */
  team?: readonly SeedUser[];
  /** Other sellers (no usable password), the article catalogue and the quotations and orders (issue 19). */
  staff?: readonly SeedStaff[];
  articles?: readonly SeedArticle[];
  /** Styles with their colours and size runs, and services (issue 30). */
  items?: readonly SeedItem[];
  /** Materials and the bills of materials of the demo styles (issue 30 item 3). */
  boms?: SeedBoms;
  salesDocuments?: readonly SeedSalesDocument[];
  /** The plant's production machines (issue 30). */
  machines?: readonly MachineBody[];
  /** Warehouses, their shelves and the opening stock (issue 31). */
  stock?: SeedStock;
  /** Supplier invoices imported from their CFDI, credit notes, down payments and payments (issue 31 item 5). */
  supplierInvoices?: SeedSupplierInvoices;
  /** The company's fiscal data and a demo CSD (issue 32 item 2). */
  fiscal?: SeedFiscal;
  /** Clients' uniform programs: job titles, kits, the roster with sizes (issue 35). */
  programs?: readonly SeedProgram[];
}
