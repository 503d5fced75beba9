import type { ApprovalAnswer, Round } from '@muestrario/shared/contract';
import { checklistVerdict, failedChecks, linkAnswersOf, photoCaption, renderVersions, roundIsEmpty, roundLabel } from './rounds-model';

const render = (name: string, at: string) => ({ filename: `${name}.svg`, originalFilename: `${name}.svg`, filesize: 10, createdAt: at });
const round = (over: Partial<Round>): Round => ({
  round: 1,
  current: false,
  openedAt: '2026-11-01T10:00:00.000Z',
  closedAt: null,
  design: null,
  renders: [],
  checklists: [],
  answers: [],
  photos: [],
  ...over,
});

const linkAnswer = (linkId: number, roundNumber: number, answeredAt: string): ApprovalAnswer => ({
  linkId,
  round: roundNumber,
  decision: 'approved',
  customerName: 'Lucía Treviño',
  comment: '',
  pin: null,
  answeredAt,
  ip: '203.0.113.9',
  userAgent: 'Chromium',
  proof: null,
});

describe('rounds model', () => {
  it('labels the current round', () => {
    expect([roundLabel({ round: 1, current: false }), roundLabel({ round: 2, current: true })]).toEqual(['Ronda 1', 'Ronda 2 (actual)']);
  });

  it('lists renders newest first; only the newest of the current round is in use', () => {
    const renders = [render('a', '2026-11-01T10:00:00.000Z'), render('c', '2026-11-03T10:00:00.000Z'), render('b', '2026-11-02T10:00:00.000Z')];
    expect(renderVersions({ renders, current: true }).map((r) => [r.filename, r.inUse])).toEqual([
      ['c.svg', true],
      ['b.svg', false],
      ['a.svg', false],
    ]);
    expect(renderVersions({ renders, current: false }).some((r) => r.inUse)).toBe(false);
  });

  it('captions a photo with its purpose and, when known, its view', () => {
    const views = new Map([[10, 'Frente']]);
    expect(photoCaption({ purpose: 'photography', viewId: 10 }, views)).toBe('Fotografía · Frente');
    expect(photoCaption({ purpose: 'photography', viewId: 99 }, views)).toBe('Fotografía');
    expect(photoCaption({ purpose: 'quality', viewId: null }, views)).toBe('Revisión de calidad');
  });

  it('reads a checklist: the failed checks per decoration and the verdict', () => {
    const items = [
      { kind: 'logo' as const, id: 1, name: 'Logo pecho', results: { placement: true, size: false, threads: true, technique: false } },
      { kind: 'text' as const, id: 2, name: 'NOMBRE', results: { placement: true, size: true, threads: true, technique: true, spelling: true } },
    ];
    expect(failedChecks({ items })).toEqual(['Logo pecho: Tamaño, Técnica']);
    expect(checklistVerdict({ passed: false, failure: { reason: 'size', text: 'Mide 2 cm de más.' } })).toBe('Reprobada (Tamaño): Mide 2 cm de más.');
    expect(checklistVerdict({ passed: true, failure: null })).toBe('Aprobada');
  });

  it('tells an empty round apart', () => {
    expect(roundIsEmpty(round({}))).toBe(true);
    expect(roundIsEmpty(round({ renders: [render('a', '2026-11-01T10:00:00.000Z')] }))).toBe(false);
    expect(roundIsEmpty(round({}), [linkAnswer(1, 1, '2026-11-02T10:00:00.000Z')])).toBe(false);
  });

  it("keeps a round's link answers, oldest first", () => {
    const answers = [linkAnswer(3, 2, '2026-11-05T10:00:00.000Z'), linkAnswer(1, 1, '2026-11-02T10:00:00.000Z'), linkAnswer(2, 2, '2026-11-04T10:00:00.000Z')];
    expect(linkAnswersOf(2, answers).map((a) => a.linkId)).toEqual([2, 3]);
    expect(linkAnswersOf(1, answers).map((a) => a.linkId)).toEqual([1]);
    expect(linkAnswersOf(3, answers)).toEqual([]);
    expect(linkAnswersOf(1, undefined)).toEqual([]);
  });
});
