import { defineArea } from '../area';

/**
 * Production orders (issue 30 items 4, 6, 7, 8): made from sales order lines with a size grid, their
 * operations planned on machines, the floor board, job tickets and the report. Tables: ./tables.ts,
 * migration 0030.
 */
export default defineArea({
  name: 'production-orders',
});
