import { Type, type Static } from '@sinclair/typebox';
import { USER_ROLES } from '../domain/enums';

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
  role: Type.Union(USER_ROLES.map((r) => Type.Literal(r))),
});
export type UserDetails = Static<typeof UserDetails>;
