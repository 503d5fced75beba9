/**
 * Creates a staff user:  pnpm --filter @muestrario/server run user:add <usuario> <contraseña> <nombre> <apellido> [rol]
 * Missing arguments are asked for. Role: one of USER_ROLES (default seller).
 * Uses the same DATA_DIR / DATABASE_URL as the server and runs pending migrations first.
 */
import { createInterface } from 'node:readline';
import { isOneOf, USER_ROLES } from '@muestrario/shared/domain';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import { UsersRepository } from '../modules/auth/users-repository';

async function main(): Promise<void> {
  const [argUser, argPassword, argFirst, argLast, argRole] = process.argv.slice(2).filter((a) => a !== '--');
  // A line queue (not rl.question) so piped input works as well as a terminal.
  const rl = createInterface({ input: process.stdin, terminal: process.stdin.isTTY });
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  rl.on('line', (line) => (waiting.length ? waiting.shift()!(line) : lines.push(line)));
  rl.on('close', () => waiting.splice(0).forEach((resolve) => resolve('')));
  const nextLine = () => (lines.length ? Promise.resolve(lines.shift()!) : new Promise<string>((resolve) => waiting.push(resolve)));
  const ask = async (value: string | undefined, question: string): Promise<string> => {
    if (value !== undefined) return value.trim();
    process.stdout.write(question);
    return (await nextLine()).trim();
  };
  const username = await ask(argUser, 'Usuario: ');
  const password = await ask(argPassword, 'Contraseña (mín. 8 caracteres): ');
  const firstName = await ask(argFirst, 'Nombre: ');
  const lastName = await ask(argLast, 'Apellido: ');
  const role = (await ask(argRole ?? (argUser ? 'seller' : undefined), `Rol (${USER_ROLES.join(', ')}) [seller]: `)) || 'seller';
  rl.close();

  if (!/^[A-Za-z0-9._-]{3,50}$/.test(username)) throw new Error('El usuario debe tener de 3 a 50 letras, números, puntos, guiones o guiones bajos.');
  if (password.length < 8) throw new Error('La contraseña debe tener al menos 8 caracteres.');
  if (!firstName || !lastName) throw new Error('Nombre y apellido son obligatorios.');
  if (!isOneOf(USER_ROLES, role)) throw new Error(`Rol no válido: ${role}. Usa ${USER_ROLES.join(', ')}.`);

  const config = loadConfig();
  const db = connectDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  try {
    await migrateToLatest(db);
    const users = new UsersRepository(db);
    if (await users.findByUsername(username)) throw new Error(`El usuario "${username}" ya existe.`);
    const user = await users.create({ username, password, firstName, lastName, role }, new Date());
    process.stdout.write(`Usuario creado: ${user.username} (${user.firstName} ${user.lastName}, ${user.role}).\n`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
