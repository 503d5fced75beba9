import type { SeedGarment } from '../types';
import { bata } from './bata';
import { camisa } from './camisa';
import { chaleco } from './chaleco';
import { chamarra } from './chamarra';
import type { GarmentModule } from './draw';
import { gorra } from './gorra';
import { overol } from './overol';
import { playera } from './playera';
import { polo } from './polo';

const MODULES: GarmentModule[] = [playera, polo, camisa, chamarra, overol, gorra, chaleco, bata];

/** Garment catalogue (index order is the one the demo samples refer to). */
export const garments: SeedGarment[] = MODULES.map(({ title, image, positions }) => ({ title, image, positions }));

const SVGS: Record<string, string> = Object.assign({}, ...MODULES.map((m) => m.svgs));

/** SVG text of a garment view / catalogue picture by file name; the garment fill is `#GARMENT`. */
export function garmentSvg(fileName: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(SVGS, fileName) ? SVGS[fileName] : undefined;
}

/** Garment indexes, for readable sample definitions. */
export const G = { playera: 0, polo: 1, camisa: 2, chamarra: 3, overol: 4, gorra: 5, chaleco: 6, bata: 7 } as const;
