import { articles } from '../../src/db/seed/data/articles';
import type { SeedData } from '../../src/db/seed/types';
import { fixtureData } from './fixture-data';

/** The test fixture with the real article catalogue (quotation lines need it) and no documents. */
export const backofficeFixture: SeedData = { ...fixtureData, articles };
