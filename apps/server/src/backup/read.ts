import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { archiveFormat, archiveVersion, BackupError, type Manifest, manifestName } from './archive';
import { readTar, type TarEntry, TarFormatError } from './tar';

/** The archive's entries, read from the file through gunzip; errors become the person's message. */
export async function* archiveEntries(file: string): AsyncGenerator<TarEntry> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  const explained = async function* (chunks: AsyncGenerator<Buffer>) {
    try {
      yield* chunks;
    } catch (error) {
      throw explain(file, error);
    }
  };
  try {
    for await (const entry of readTar(gunzip)) yield { ...entry, chunks: explained(entry.chunks) };
  } catch (error) {
    throw explain(file, error);
  } finally {
    input.destroy();
    gunzip.destroy();
  }
}

function explain(file: string, error: unknown): Error {
  if (error instanceof BackupError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new BackupError(`O arquivo ${file} não existe (file not found).`);
  if (code === 'EACCES' || code === 'EISDIR') return new BackupError(`Não foi possível ler ${file} (${code}).`);
  if (error instanceof TarFormatError || (typeof code === 'string' && code.startsWith('Z_'))) {
    const cut = code === 'Z_BUF_ERROR' || (error instanceof Error && /truncated|unexpected end/i.test(error.message));
    return new BackupError(
      cut
        ? `O arquivo ${file} está incompleto (cortado antes do fim): não é um backup íntegro (truncated archive).`
        : `O arquivo ${file} não é um backup do Conforma íntegro: está corrompido ou não é um backup (${error instanceof Error ? error.message : code}).`,
    );
  }
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Reads the whole archive and checks it against its manifest: every table
 * part and file present, in order, with the manifest's row counts, sizes and
 * SHA-256 sums, and nothing else. Writes nothing; the restore runs only on an
 * archive that passed (and checks the sums again as it loads).
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const tables: { name: string; rows: number; bytes: number; hash: Hash; parts: string[] }[] = [];
  const files: { key: string; size: number; sha256: string }[] = [];
  let manifest: Manifest | null = null;
  const corrupt = (what: string) =>
    new BackupError(`O arquivo ${file} está corrompido: ${what} não confere com o manifesto (checksum mismatch).`);

  for await (const entry of archiveEntries(file)) {
    if (manifest) throw corrupt(`a entrada ${entry.name}, depois do manifesto,`);
    if (entry.name === manifestName) {
      manifest = parseManifest(file, Buffer.concat(await collect(entry.chunks)));
      continue;
    }
    const table = /^tables\/([^/]+)\/\d+\.jsonl$/.exec(entry.name)?.[1];
    if (table !== undefined) {
      let seen = tables.at(-1);
      if (seen?.name !== table) {
        seen = { name: table, rows: 0, bytes: 0, hash: createHash('sha256'), parts: [] };
        tables.push(seen);
      }
      seen.parts.push(entry.name);
      for await (const chunk of entry.chunks) {
        seen.hash.update(chunk);
        seen.bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) seen.rows += 1;
      }
      continue;
    }
    if (entry.name.startsWith('files/')) {
      const hash = createHash('sha256');
      let size = 0;
      for await (const chunk of entry.chunks) {
        hash.update(chunk);
        size += chunk.length;
      }
      files.push({ key: entry.name.slice('files/'.length), size, sha256: hash.digest('hex') });
      continue;
    }
    throw corrupt(`a entrada inesperada ${entry.name}`);
  }
  if (!manifest) {
    throw new BackupError(
      `O arquivo ${file} não tem manifesto (${manifestName}): não é um backup do Conforma completo.`,
    );
  }

  const expectedTables = manifest.tables.filter((table) => table.parts.length > 0);
  if (expectedTables.length !== tables.length) throw corrupt('a lista de tabelas');
  for (const [index, expected] of expectedTables.entries()) {
    const seen = tables[index];
    if (!seen || seen.name !== expected.name || seen.parts.join() !== expected.parts.join()) {
      throw corrupt(`a tabela ${expected.name} (partes)`);
    }
    if (seen.rows !== expected.rows)
      throw corrupt(`a tabela ${expected.name} (${seen.rows} linhas, esperadas ${expected.rows})`);
    if (seen.bytes !== expected.bytes || seen.hash.digest('hex') !== expected.sha256) {
      throw corrupt(`a tabela ${expected.name} (SHA-256)`);
    }
  }
  if (manifest.tables.some((table) => table.parts.length === 0 && table.rows !== 0))
    throw corrupt('a contagem de linhas');
  if (manifest.files.length !== files.length)
    throw corrupt(`o número de arquivos (${files.length}, esperados ${manifest.files.length})`);
  for (const [index, expected] of manifest.files.entries()) {
    const seen = files[index];
    if (seen?.key !== expected.key) throw corrupt(`a lista de arquivos (${expected.key})`);
    if (seen.size !== expected.size || seen.sha256 !== expected.sha256)
      throw corrupt(`o arquivo ${expected.key} (SHA-256)`);
  }
  return manifest;
}

async function collect(chunks: AsyncIterable<Buffer>): Promise<Buffer[]> {
  const all: Buffer[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return all;
}

function parseManifest(file: string, bytes: Buffer): Manifest {
  let value: Partial<Manifest>;
  try {
    value = JSON.parse(bytes.toString('utf8')) as Partial<Manifest>;
  } catch {
    throw new BackupError(`O manifesto de ${file} está corrompido (não é JSON).`);
  }
  if (value.format !== archiveFormat) throw new BackupError(`O arquivo ${file} não é um backup do Conforma.`);
  if (value.version !== archiveVersion) {
    throw new BackupError(
      `O backup ${file} está no formato ${String(value.version)}; esta versão do Conforma lê o formato ${archiveVersion}.`,
    );
  }
  if (!Array.isArray(value.tables) || !Array.isArray(value.files) || !Array.isArray(value.migrations)) {
    throw new BackupError(`O manifesto de ${file} está incompleto.`);
  }
  return value as Manifest;
}
