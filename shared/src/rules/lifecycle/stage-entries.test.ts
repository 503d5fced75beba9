import { STAGE, STAGE_CODES } from '../../domain/stages';
import { customerAnswerStage, FIRST_STAGE, renderUpload } from './machine';

describe('FIRST_STAGE', () => {
  it('is Diseño', () => expect(FIRST_STAGE).toBe(STAGE.design));
});

describe('renderUpload', () => {
  it('advances at 2, replaces at 3', () => {
    expect(renderUpload(STAGE.render)).toEqual({ ok: true, next: STAGE.making });
    expect(renderUpload(STAGE.making)).toEqual({ ok: true, next: null });
  });

  it.each(STAGE_CODES.filter((s) => s !== STAGE.render && s !== STAGE.making))('refuses at stage %i with 409 and the stage name', (stage) => {
    const result = renderUpload(stage);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.status).toBe(409);
      expect(result.message).toMatch(/^No se puede subir el render en la etapa «.+»\.$/);
    }
  });
});

describe('customerAnswerStage', () => {
  it('moves 6 → 7 when approved and 6 → 8 when changes are asked', () => {
    expect(customerAnswerStage(STAGE.approval, 'approved')).toEqual({ ok: true, to: STAGE.authorized, action: 'recordAnswer', opensRound: false });
    expect(customerAnswerStage(STAGE.approval, 'changes')).toEqual({ ok: true, to: STAGE.error, action: 'recordAnswer', opensRound: false });
  });

  it.each(STAGE_CODES.filter((s) => s !== STAGE.approval))('refuses from stage %i with 409', (stage) => {
    const result = customerAnswerStage(stage, 'approved');
    expect(result).toMatchObject({ ok: false, status: 409 });
  });
});
