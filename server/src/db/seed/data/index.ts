/**
 * Demo seed data for Muestrario: fictional clients, the garment catalogue with its flat-sketch
 * SVG views, the embroidery thread catalogue, demo samples with placed logos, and the demo user.
 * Everything here is a fixed, deterministic list.
 */
export { partners as clients } from './partners';
export { articles } from './articles';
export { staff, salesDocuments } from './sales';
export { garments, garmentSvg } from './garments';
export { threads } from './threads';
export { samples } from './samples';
export { logoSvg } from './logos';

export const demoUser = { username: 'demo', password: 'demo1234', firstName: 'Mariana', lastName: 'López', role: 'seller' as const };
