import { STAGE_CODES, type SampleStage } from '../../domain/stages';
import { USER_ROLES, type UserRole } from '../../domain/enums';
import type { Checklist, DecorationRef } from './checklist';
import { nextStage, NO_EVIDENCE, transitionsFor, type CustomerAnswer, type Evidence, type TransitionRequest } from './machine';

/** Issue 15's transitions, written out independently of the machine: 'from>to' → the role that performs it. */
const EDGES: Record<string, UserRole> = {
  '1>2': 'seller',
  '2>3': 'designer',
  '3>4': 'production',
  '4>5': 'quality',
  '4>8': 'quality',
  '5>6': 'quality',
  '6>7': 'seller',
  '6>8': 'seller',
  '8>1': 'seller',
};
/** What a transition answers without its evidence: 409 when the sample lacks it, 400 when the request does, ok when none is needed. */
const WITHOUT_EVIDENCE: Record<string, 'ok' | 400 | 409> = {
  '1>2': 409,
  '2>3': 409,
  '3>4': 'ok',
  '4>5': 400,
  '4>8': 400,
  '5>6': 409,
  '6>7': 400,
  '6>8': 400,
  '8>1': 'ok',
};

const OWNER = 10;
const decorations: DecorationRef[] = [
  { kind: 'logo', id: 1, viewId: 100 },
  { kind: 'text', id: 2, viewId: 101 },
];
const fullEvidence: Evidence = { hasGarment: true, decorations, renderInRound: true, qualityPhotos: 1, photographedViews: [100, 101] };
const passed: Checklist = {
  items: [
    { kind: 'logo', id: 1, results: { placement: true, size: true, threads: true, technique: true } },
    { kind: 'text', id: 2, results: { placement: true, size: true, threads: true, technique: true, spelling: true } },
  ],
};
const failed: Checklist = {
  items: [passed.items[0]!, { kind: 'text', id: 2, results: { placement: true, size: true, threads: true, technique: true, spelling: false } }],
  failure: { reason: 'spelling', text: 'Dice «Supervisr».' },
};
const approved: CustomerAnswer = { decision: 'approved', channel: 'whatsapp', answeredBy: 'Laura Méndez', text: '' };
const changes: CustomerAnswer = { decision: 'changes', channel: 'phone', answeredBy: 'Jorge Ruiz', text: 'Logo más grande.' };

/** The request's own evidence a transition needs (checklist or answer). */
function requestEvidence(from: SampleStage, to: SampleStage): Partial<TransitionRequest> {
  if (from === 4) return { checklist: to === 8 ? failed : passed };
  if (from === 6) return { answer: to === 8 ? changes : approved };
  return {};
}

const actors = USER_ROLES.flatMap((role): { label: string; role: UserRole; id: number }[] =>
  role === 'seller' ? [{ label: 'seller (owner)', role, id: OWNER }, { label: 'seller (not owner)', role, id: 11 }] : [{ label: role, role, id: 20 }],
);

describe('the stage machine: every pair of stages × every role, with and without evidence', () => {
  const cases = STAGE_CODES.flatMap((from) => STAGE_CODES.flatMap((to) => actors.map((actor) => ({ from, to, actor }))));
  it.each(cases)('$from → $to as $actor.label', ({ from, to, actor }) => {
    const base = { from, to, actor: { id: actor.id, role: actor.role }, ownerId: OWNER };
    const withEvidence = nextStage({ ...base, evidence: fullEvidence, ...requestEvidence(from, to) });
    const without = nextStage({ ...base, evidence: NO_EVIDENCE });
    const withReason = nextStage({ ...base, evidence: NO_EVIDENCE, reason: 'Corrección de captura' });
    const key = `${from}>${to}`;
    const performer = EDGES[key];

    if (actor.role === 'seller' && actor.id !== OWNER) {
      for (const r of [withEvidence, without, withReason]) expect(r).toMatchObject({ ok: false, status: 403 });
      return;
    }
    if (from === to) {
      for (const r of [withEvidence, without, withReason]) expect(r).toMatchObject({ ok: false, status: 409 });
      return;
    }
    if (actor.role === 'admin') {
      // Regular steps with their evidence, anything else with a reason.
      expect(withReason).toMatchObject({ ok: true, to, opensRound: to === 1 });
      if (performer) expect(withEvidence).toMatchObject({ ok: true, to, action: expect.not.stringMatching('override') });
      // A checklist or answer sent where its step does not exist: 409 (someone moved the sample first).
      else expect(withEvidence).toMatchObject({ ok: false, status: from === 4 || from === 6 ? 409 : 400 });
      const expectedWithout = performer ? WITHOUT_EVIDENCE[key] : 400;
      if (expectedWithout === 'ok') expect(without).toMatchObject({ ok: true, to });
      else expect(without).toMatchObject({ ok: false, status: expectedWithout });
      return;
    }
    if (!performer) {
      for (const r of [withEvidence, without, withReason]) expect(r).toMatchObject({ ok: false, status: 409 });
      return;
    }
    if (performer !== actor.role) {
      for (const r of [withEvidence, without, withReason]) expect(r).toMatchObject({ ok: false, status: 403 });
      return;
    }
    expect(withEvidence).toEqual({ ok: true, to, action: expect.any(String), opensRound: to === 1 });
    const expectedWithout = WITHOUT_EVIDENCE[key];
    if (expectedWithout === 'ok') expect(without).toMatchObject({ ok: true, to });
    else expect(without).toMatchObject({ ok: false, status: expectedWithout });
  });
});

describe('the evidence each step needs', () => {
  const quality = { id: 30, role: 'quality' as const };
  const at = (from: SampleStage, to: SampleStage, extra: Partial<TransitionRequest>) =>
    nextStage({ from, to, actor: quality, ownerId: OWNER, evidence: fullEvidence, ...extra });

  it('sending the design needs a garment and at least one decoration', () => {
    const seller = { id: OWNER, role: 'seller' as const };
    expect(nextStage({ from: 1, to: 2, actor: seller, ownerId: OWNER, evidence: { ...fullEvidence, hasGarment: false } })).toMatchObject({
      status: 409,
      message: 'Elige una prenda antes de enviar el diseño.',
    });
    expect(nextStage({ from: 1, to: 2, actor: seller, ownerId: OWNER, evidence: { ...fullEvidence, decorations: [] } })).toMatchObject({ status: 409 });
  });

  it('a checklist must cover each decoration once with every check, and its result decides the stage', () => {
    expect(at(4, 5, { checklist: { items: passed.items.slice(0, 1) } })).toMatchObject({ status: 400 });
    expect(at(4, 5, { checklist: { items: [passed.items[0]!, passed.items[0]!] } })).toMatchObject({ status: 400 });
    const noSpelling = { kind: 'text' as const, id: 2, results: { placement: true, size: true, threads: true, technique: true } };
    expect(at(4, 5, { checklist: { items: [passed.items[0]!, noSpelling] } })).toMatchObject({ status: 400 });
    expect(at(4, 5, { checklist: failed })).toMatchObject({ status: 400, message: expect.stringContaining('Error') });
    expect(at(4, 8, { checklist: passed })).toMatchObject({ status: 400 });
    expect(at(4, 8, { checklist: { ...failed, failure: undefined } })).toMatchObject({ status: 400 });
    expect(at(4, 8, { checklist: { ...failed, failure: { reason: 'other', text: '  ' } } })).toMatchObject({ status: 400 });
    // A garment problem fails the sample even when every decoration passed.
    expect(at(4, 8, { checklist: { ...passed, failure: { reason: 'garment', text: 'Tela manchada' } } })).toMatchObject({ ok: true, to: 8 });
    expect(at(4, 5, { checklist: passed, evidence: { ...fullEvidence, qualityPhotos: 0 } })).toMatchObject({ status: 409 });
  });

  it('photography needs a photo of every decorated view', () => {
    expect(at(5, 6, { evidence: { ...fullEvidence, photographedViews: [100] } })).toMatchObject({
      status: 409,
      message: 'Falta la foto de 1 vista decorada.',
    });
  });

  it("the customer's answer must match the stage chosen, and changes need a text", () => {
    const seller = { id: OWNER, role: 'seller' as const };
    const answer = (to: SampleStage, a: CustomerAnswer) => nextStage({ from: 6, to, actor: seller, ownerId: OWNER, evidence: NO_EVIDENCE, answer: a });
    expect(answer(7, changes)).toMatchObject({ status: 400 });
    expect(answer(8, approved)).toMatchObject({ status: 400 });
    expect(answer(8, { ...changes, text: ' ' })).toMatchObject({ status: 400 });
    expect(answer(8, changes)).toMatchObject({ ok: true, to: 8 });
    // Issue 33: who answered is named.
    expect(answer(7, { ...approved, answeredBy: '  ' })).toMatchObject({ status: 400, message: 'Escribe el nombre de quien respondió por parte del cliente.' });
  });

  it('evidence that does not belong to the step is refused', () => {
    const production = { id: 40, role: 'production' as const };
    expect(nextStage({ from: 3, to: 4, actor: production, ownerId: OWNER, evidence: NO_EVIDENCE, checklist: passed })).toMatchObject({ status: 400 });
  });

  it('an authorised sample is locked; only an admin reopens it, with a reason', () => {
    const seller = { id: OWNER, role: 'seller' as const };
    expect(nextStage({ from: 7, to: 1, actor: seller, ownerId: OWNER, evidence: NO_EVIDENCE })).toMatchObject({
      status: 409,
      message: expect.stringContaining('autorizada'),
    });
    const admin = { id: 1, role: 'admin' as const };
    expect(nextStage({ from: 7, to: 1, actor: admin, ownerId: OWNER, evidence: NO_EVIDENCE })).toMatchObject({ status: 400 });
    expect(nextStage({ from: 7, to: 1, actor: admin, ownerId: OWNER, evidence: NO_EVIDENCE, reason: 'Cliente pidió cambio' })).toEqual({
      ok: true,
      to: 1,
      action: 'override',
      opensRound: true,
    });
  });
});

describe('transitionsFor', () => {
  it('lists what the user can start now', () => {
    expect(transitionsFor(4, { id: 30, role: 'quality' }, OWNER).map((t) => t.to)).toEqual([5, 8]);
    expect(transitionsFor(4, { id: 11, role: 'seller' }, OWNER)).toEqual([]);
    expect(transitionsFor(6, { id: 11, role: 'seller' }, OWNER)).toEqual([]);
    expect(transitionsFor(6, { id: OWNER, role: 'seller' }, OWNER).map((t) => t.to)).toEqual([7, 8]);
    expect(transitionsFor(7, { id: 1, role: 'admin' }, OWNER)).toEqual([]);
  });
});
