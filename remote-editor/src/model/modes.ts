import type { PanelMode } from './types';

export const MODES = {
  menu: 1,
  upload: 2,
  addText: 3,
  editLogo: 5,
  editText: 6,
  garmentInfo: 7,
  projectInfo: 8,
} as const satisfies Record<string, PanelMode>;

/** Panel titles, word for word from the spec. */
export const MODE_TITLES: Record<PanelMode, string> = {
  1: 'Diseña tu muestra',
  2: 'Sube un archivo',
  3: 'Agrega Texto',
  5: 'Editar Logo',
  6: 'Editar Texto',
  7: 'Información de Prenda',
  8: 'Información del Proyecto',
};

/** The menu's four tiles, in order. */
export const MENU_TILES: { mode: PanelMode; label: string; description: string }[] = [
  { mode: MODES.projectInfo, label: 'Información del Proyecto', description: 'Nombre, cliente y fecha compromiso' },
  { mode: MODES.garmentInfo, label: 'Información de Prenda', description: 'Prenda, color, lienzo y notas' },
  { mode: MODES.upload, label: 'Sube un archivo', description: 'Logos en PNG, JPG o SVG' },
  { mode: MODES.addText, label: 'Agrega Texto', description: 'Nombres o frases cortas' },
];
