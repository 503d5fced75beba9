import type { TimelineEvent } from '../../contract/lifecycle';
import { describeEvent, eventDetail, exactTime, relativeTime } from './timeline-text';

const now = new Date('2025-03-10T15:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
const event = (e: Partial<TimelineEvent>): TimelineEvent => ({ id: 1, sampleId: 1, kind: 'created', at: now.toISOString(), actor: null, ...e });

describe('relativeTime (es-MX)', () => {
  it('reads in Spanish at the largest unit that fits', () => {
    expect(relativeTime(ago(0), now)).toBe('ahora');
    expect(relativeTime(ago(30), now)).toBe('hace 30 segundos');
    expect(relativeTime(ago(5 * 60), now)).toBe('hace 5 minutos');
    expect(relativeTime(ago(3 * 3600), now)).toBe('hace 3 horas');
    expect(relativeTime(ago(24 * 3600), now)).toBe('ayer');
    expect(relativeTime(ago(3 * 24 * 3600), now)).toBe('hace 3 días');
    expect(relativeTime(ago(400 * 24 * 3600), now)).toBe('el año pasado');
  });
  it('gives the exact date for the hover', () => {
    expect(exactTime('2025-03-10T15:00:00.000Z')).toMatch(/10 mar 2025/);
  });
});

describe('describeEvent', () => {
  it('says what happened, by kind and action', () => {
    expect(describeEvent(event({ kind: 'created' }))).toBe('creó la muestra');
    expect(describeEvent(event({ kind: 'stage_changed', from: 1, to: 2, action: 'sendDesign' }))).toBe('envió el diseño');
    expect(describeEvent(event({ kind: 'render_uploaded', filename: 'r.pdf', replaced: true }))).toBe('reemplazó el render (r.pdf)');
    expect(
      describeEvent(
        event({ kind: 'stage_changed', to: 8, action: 'recordQuality', checklist: { id: 1, passed: false, failure: { reason: 'size', text: 'Grande' }, items: [] } }),
      ),
    ).toBe('registró la revisión de calidad: reprobada (Tamaño)');
    expect(describeEvent(event({ kind: 'stage_changed', to: 7, action: 'recordAnswer', answer: { id: 1, decision: 'approved', channel: 'whatsapp', text: '' } }))).toBe(
      'registró la respuesta del cliente por WhatsApp: autorizada',
    );
    expect(
      describeEvent(event({ kind: 'stage_changed', to: 7, action: 'recordAnswer', answer: { id: 1, decision: 'approved', channel: 'phone', answeredBy: ' Laura Méndez ', text: '' } })),
    ).toBe('registró la respuesta de Laura Méndez (cliente) por Teléfono: autorizada');
    expect(describeEvent(event({ kind: 'stage_changed', to: 1, action: 'openRound', round: 2 }))).toBe('abrió la ronda 2');
    expect(describeEvent(event({ kind: 'stage_changed', to: 6, action: 'override', reason: 'x' }))).toBe('movió la muestra a «Aprobación»');
    expect(describeEvent(event({ kind: 'photo_added', photo: { id: 1, purpose: 'quality', viewId: null } }))).toBe('subió una foto: revisión de calidad');
  });
  it('adds the reason, note or comment as detail', () => {
    expect(eventDetail(event({ kind: 'stage_changed', reason: 'Pedido del cliente' }))).toBe('Pedido del cliente');
    expect(eventDetail(event({ kind: 'stage_changed', note: 'Listo' }))).toBe('Listo');
    expect(eventDetail(event({ kind: 'created' }))).toBeUndefined();
  });
});
