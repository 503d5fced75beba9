import type { RuntimeConfig } from '../contract/runtime-config';
import { DEFAULT_API_BASE, DEFAULT_ASSETS_BASE } from '../domain/constants';

declare global {
  var __MUESTRARIO_CONFIG__: RuntimeConfig | undefined;
}

const DEFAULTS: Pick<RuntimeConfig, 'apiBase' | 'assetsBase'> = { apiBase: DEFAULT_API_BASE, assetsBase: DEFAULT_ASSETS_BASE };

/** The runtime config shared by the host and every remote (one global, set once at start-up). */
export function setRuntimeConfig(config: RuntimeConfig): void {
  globalThis.__MUESTRARIO_CONFIG__ = config;
}

export function apiBase(): string {
  return (globalThis.__MUESTRARIO_CONFIG__?.apiBase ?? DEFAULTS.apiBase).replace(/\/$/, '');
}

export function assetsBase(): string {
  return (globalThis.__MUESTRARIO_CONFIG__?.assetsBase ?? DEFAULTS.assetsBase).replace(/\/$/, '');
}

/** URL of a static picture (garment views, catalogue images) by file name. */
export function assetUrl(fileName: string): string {
  return `${assetsBase()}/${encodeURIComponent(fileName)}`;
}

/** A garment view's picture in the garment's colour ('#1E3A8A'): the server tints the drawing. */
export function garmentViewUrl(fileName: string, color: string): string {
  return `${assetUrl(fileName)}?color=${color.replace('#', '')}`;
}
