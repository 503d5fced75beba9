/**
 * Demo seed data for Muestrario: fictional clients, the garment catalogue with its flat-sketch
 * SVG views, the embroidery thread catalogue, demo samples with placed logos, and the demo user.
 * Everything here is a fixed, deterministic list.
 */
export { partners as clients } from './partners';
export { articles } from './articles';
export { items } from './items';
export { boms } from './boms';
export { staff, salesDocuments } from './sales';
export { garments, garmentSvg } from './garments';
export { threads } from './threads';
export { samples } from './samples';
export { logoSvg } from './logos';
export { machines } from './machines';
export { stock } from './stock';
export { programs } from './programs';

export const demoUser = { username: 'demo', password: 'demo1234', firstName: 'Mariana', lastName: 'López', role: 'seller' as const };

/** One user per other role and a second seller (passwords in the README). */
export const team = [
  { username: 'ventas', password: 'ventas1234', firstName: 'Jorge', lastName: 'Ramírez', role: 'seller' as const, email: 'jorge.ramirez@uniformes-demo.mx' },
  {
    username: 'diseno',
    password: 'diseno1234',
    firstName: 'Luis',
    lastName: 'Herrera',
    role: 'designer' as const,
    email: 'luis.herrera@uniformes-demo.mx',
    machines: ['Plóter de corte Roland GS-24'],
  },
  {
    username: 'produccion',
    password: 'produccion1234',
    firstName: 'Rosa',
    lastName: 'Medina',
    role: 'production' as const,
    email: 'rosa.medina@uniformes-demo.mx',
    machines: ['Bordadora Tajima 6 cabezas', 'Bordadora Brother PR1055X', 'Plancha térmica 40 × 50'],
  },
  { username: 'calidad', password: 'calidad1234', firstName: 'Andrea', lastName: 'Ruiz', role: 'quality' as const, machines: ['Plancha térmica 40 × 50'] },
  { username: 'admin', password: 'admin1234', firstName: 'Carmen', lastName: 'Vega', role: 'admin' as const, email: 'carmen.vega@uniformes-demo.mx' },
];
export { supplierInvoices } from './supplier-invoices';
export { fiscal } from './fiscal';
