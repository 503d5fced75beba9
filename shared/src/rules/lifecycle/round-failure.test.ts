import type { Round } from '../../contract/lifecycle';
import { previousRoundFailure } from './round-failure';

const round = (n: number, patch: Partial<Round> = {}): Round => ({
  round: n,
  current: false,
  openedAt: '2026-11-01T10:00:00Z',
  closedAt: '2026-11-02T10:00:00Z',
  design: null,
  renders: [],
  checklists: [],
  answers: [],
  photos: [],
  ...patch,
});

describe('previousRoundFailure', () => {
  it('is null in round 1', () => {
    expect(previousRoundFailure([round(1, { current: true, closedAt: null })])).toBeNull();
  });
  it("gives the last closed round's failed review with its failed points", () => {
    const failed = round(1, {
      checklists: [
        {
          id: 3,
          passed: false,
          failure: { reason: 'position', text: 'El escudo quedó 2 cm abajo.' },
          items: [
            { kind: 'logo', id: 1, name: 'Escudo', results: { placement: false, size: true, threads: true, technique: true } },
            { kind: 'text', id: 2, name: 'Juan', results: { placement: true, size: true, threads: true, technique: true, spelling: false } },
          ],
        },
      ],
    });
    expect(previousRoundFailure([failed, round(2, { current: true, closedAt: null })])).toEqual({
      round: 1,
      title: 'Revisión de calidad: Posición',
      detail: 'El escudo quedó 2 cm abajo.',
      points: ['Logo «Escudo»: Posición', 'Texto «Juan»: Ortografía'],
    });
  });
  it("gives the customer's changes, naming who answered", () => {
    const asked = round(2, { answers: [{ id: 1, decision: 'changes', channel: 'whatsapp', answeredBy: 'Laura Méndez', text: 'Logo más grande' }] });
    expect(previousRoundFailure([round(1), asked, round(3, { current: true, closedAt: null })])).toMatchObject({
      round: 2,
      title: 'El cliente pidió cambios (Laura Méndez por WhatsApp)',
      detail: 'Logo más grande',
    });
  });
  it('says only that the round ended when nothing explains it', () => {
    expect(previousRoundFailure([round(1), round(2, { current: true, closedAt: null })])?.title).toBe('La ronda 1 terminó sin aprobarse');
  });
});
