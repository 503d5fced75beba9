import * as data from './data';
import type { SeedData } from './types';

/** The demo data set, checked against the SeedData interface at compile time. */
export const demoData: SeedData = data;
