import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { DecorationSettingsBody } from '../settings';

const addresses = defineRoutes({
  getDecorationSettings: { method: 'GET', path: '/business/settings/decoration' },
  putDecorationSettings: { method: 'PUT', path: '/business/settings/decoration', action: 'settings.editDecoration' },
});

/** Shop settings an admin edits (issue 18): the decoration settings (needles, machine speed, price tiers). */
export const settingsEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  getDecorationSettings: {
    summary: 'Ajustes de bordado: agujas, puntadas por minuto, tiempo extra y tarifas por puntadas (los de fábrica si nadie los cambió).',
    tags: ['settings'],
    response: DecorationSettingsBody,
    errors: [401],
  },
  putDecorationSettings: {
    summary:
      'Guarda los ajustes de bordado (solo administradores; 403 para los demás). 400 si las tarifas no van de menor a mayor o la última no queda sin límite. Devuelve los ajustes guardados.',
    tags: ['settings'],
    body: DecorationSettingsBody,
    response: DecorationSettingsBody,
    errors: [400, 401, 403, 415],
  },
});

export const settingsRoutes: RoutesOf<typeof settingsEndpoints> = addresses;
