import { Type, type Static } from '@sinclair/typebox';
import { USER_ROLES } from '../domain/enums';
import { literalUnion } from './literal-union';

export const LoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 100 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const UserDetails = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  role: literalUnion(USER_ROLES),
});
export type UserDetails = Static<typeof UserDetails>;
