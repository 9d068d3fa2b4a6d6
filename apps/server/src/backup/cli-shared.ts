import path from 'node:path';
import { ConfigError } from '../config';
import { isDatabaseUnavailable } from '../db/unavailable';
import { BackupError } from './archive';

/** Paths as the person typed them: npm runs the script inside apps/server, INIT_CWD is where npm was run. */
export function fromWhereRun(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/** '53 KB', '12,3 MB'. */
export function size(bytes: number): string {
  const format = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  return bytes < 1024 * 1024 ? `${format(Math.max(1, bytes / 1024))} KB` : `${format(bytes / 1024 / 1024)} MB`;
}

export function seconds(ms: number): string {
  return (ms / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 });
}

/** What a command says when the database does not answer (the server's own start waits; a command does not). */
export const databaseUnreachableMessage =
  'Não foi possível conectar ao banco de dados: confira DATABASE_URL e se o PostgreSQL está no ar. Nada foi gravado. ' +
  '(database unreachable)';

/** Runs a CLI: a failure meant for the person prints its message alone; anything else its stack. Exit code 1. */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (isDatabaseUnavailable(error)) console.error(databaseUnreachableMessage);
    else console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
