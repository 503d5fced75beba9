import { spawn } from 'node:child_process';

/** Runs pg_dump or psql (PostgreSQL's client tools, on PATH); rejects with their message on failure. */
export function runPostgresTool(tool: 'pg_dump' | 'psql', args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `No se encontró ${tool}: instale el cliente de PostgreSQL (paquete postgresql-client, de la misma versión que el servidor o más nueva).`
            : `${tool} no pudo ejecutarse: ${error.message}`,
        ),
      ),
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} terminó con el código ${code}: ${stderr.trim()}`))));
  });
}
