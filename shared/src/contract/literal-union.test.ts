import { Value } from '@sinclair/typebox/value';
import { LOGO_TECHNIQUES, SAMPLE_ON_OPTIONS, USER_ROLES } from '../domain/enums';
import { STAGE_CODES } from '../domain/stages';
import { literalUnion } from './literal-union';
import { SampleOnSchema, StageSchema } from './samples';
import { TechniqueSchema } from './logos';

describe('literalUnion', () => {
  it('accepts exactly the members of the list', () => {
    const schema = literalUnion(USER_ROLES);
    for (const role of USER_ROLES) expect(Value.Check(schema, role)).toBe(true);
    expect(Value.Check(schema, 'Admin')).toBe(false);
    expect(Value.Check(schema, '')).toBe(false);
  });

  it('derives the contract schemas from the domain lists', () => {
    expect(LOGO_TECHNIQUES.filter((t) => Value.Check(TechniqueSchema, t))).toEqual(LOGO_TECHNIQUES);
    expect(SAMPLE_ON_OPTIONS.filter((o) => Value.Check(SampleOnSchema, o))).toEqual(SAMPLE_ON_OPTIONS);
    expect(STAGE_CODES.filter((s) => Value.Check(StageSchema, s))).toEqual(STAGE_CODES);
    expect([0, 9, 1.5, '1'].some((s) => Value.Check(StageSchema, s))).toBe(false);
    expect(Value.Check(TechniqueSchema, 'Serigrafía')).toBe(false);
  });
});
