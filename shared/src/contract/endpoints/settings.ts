import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { DecorationSettingsBody, DecorationSettingsView } from '../settings';

const addresses = defineRoutes({
  getDecorationSettings: { method: 'GET', path: '/business/settings/decoration' },
  putDecorationSettings: { method: 'PUT', path: '/business/settings/decoration', action: 'settings.editDecoration' },
});

/** Shop settings an admin edits (issue 18): the decoration settings (extra time, price tiers; needles and speed read from the machines). */
export const settingsEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  getDecorationSettings: {
    summary:
      'Ajustes de bordado: tiempo extra y tarifas por puntadas (los de fábrica si nadie los cambió), con las agujas y puntadas por minuto de la bordadora de los estimados (la primera bordadora activa; las de fábrica si no hay).',
    tags: ['settings'],
    response: DecorationSettingsView,
    errors: [401],
  },
  putDecorationSettings: {
    summary:
      'Guarda el tiempo extra y las tarifas (solo administradores; 403 para los demás; agujas y velocidad se cambian en Máquinas). 400 si las tarifas no van de menor a mayor o la última no queda sin límite. Devuelve los ajustes como los lee todos.',
    tags: ['settings'],
    body: DecorationSettingsBody,
    response: DecorationSettingsView,
    errors: [400, 401, 403, 415],
  },
});

export const settingsRoutes: RoutesOf<typeof settingsEndpoints> = addresses;
