import type { CreateSampleBody } from '@muestrario/shared/contract';

/**
 * A valid body for POST /api/business/samples with a new client (no card code). The test clock starts at
 * 2025-03-10T15:00Z: tomorrow is 2025-03-11 everywhere from UTC−12 to UTC+8, so the due date is ahead.
 */
export const NEW_SAMPLE_BODY: CreateSampleBody = {
  sampleName: 'Uniformes de invierno',
  dueDate: '2025-03-20',
  cardCode: null,
  cardName: 'TEXTILES DE MÉXICO',
  address: 'Av. Juárez 45',
  zipCode: '06050',
  phone1: '5598765432',
  county: 'Cuauhtémoc',
  state: 'Ciudad de México',
  country: 'MEX',
  email: 'compras@textiles.mx',
};
