import { PERMISSION_MESSAGES } from './permission-messages';

/**
 * Users managed in the app (issue 33, item 8): the limits the contract's schemas, the forms and the
 * server share, and every Spanish message of the users screens, 'Mi perfil' and the reset pages.
 */
export const USER_LIMITS = {
  /** The rule `npm run user:add` has always applied. */
  username: { min: 3, max: 50, pattern: '^[A-Za-z0-9._-]+$' },
  name: { min: 1, max: 80 },
  email: { max: 200 },
  /** The current password rule: length only (no breached-list check). */
  password: { min: 8, max: 200 },
  /** 'Máquinas que opera': a short free list until production machines exist. */
  machines: { max: 10 },
  machineName: { min: 1, max: 60 },
} as const;

/** A reset link lasts one hour. */
export const PASSWORD_RESET_MINUTES = 60;

/** Reset requests and reset answers per client address in a window (counted in the database). */
export const PASSWORD_RESET_LIMIT = { perIp: 20, windowMs: 15 * 60 * 1000 } as const;

export const USERS_MESSAGES = {
  adminOnly: PERMISSION_MESSAGES.usersAdminOnly,
  notFound: 'No encontramos ese usuario.',
  usernameTaken: (username: string) => `El usuario «${username}» ya existe.`,
  usernameInvalid: 'El usuario debe tener de 3 a 50 letras, números, puntos, guiones o guiones bajos.',
  firstNameRequired: 'Escribe el nombre.',
  lastNameRequired: 'Escribe el apellido.',
  emailInvalid: 'Escribe un correo válido (por ejemplo, nombre@empresa.mx).',
  passwordTooShort: `La contraseña debe tener al menos ${USER_LIMITS.password.min} caracteres.`,
  passwordTooLong: `La contraseña puede tener como máximo ${USER_LIMITS.password.max} caracteres.`,
  passwordMismatch: 'Las contraseñas no coinciden.',
  currentPasswordWrong: 'Tu contraseña actual no es correcta.',
  machineTooLong: `Cada máquina puede tener como máximo ${USER_LIMITS.machineName.max} caracteres.`,
  tooManyMachines: `Puedes anotar como máximo ${USER_LIMITS.machines.max} máquinas.`,
  lastAdmin: 'Debe quedar al menos un administrador activo: esta acción dejaría a Muestrario sin ninguno.',
  inactive: 'Tu usuario está desactivado. Pide a un administrador que lo vuelva a activar.',
  resetInvalid: 'Este enlace para restablecer la contraseña no es válido, ya se usó o ya venció. Pide uno nuevo.',
  resetTooMany: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
  resetSent:
    'Si el usuario existe y tiene un correo registrado, le enviamos un enlace para restablecer la contraseña. El enlace vence en una hora y sirve una sola vez.',
  resetUnavailable: 'El envío de correos no está configurado. Pide a un administrador que restablezca tu contraseña.',
} as const;

/** How a user's state reads on screen. */
export const USER_STATE_LABELS = { active: 'Activo', inactive: 'Inactivo' } as const;
