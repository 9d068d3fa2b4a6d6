import { randomUUID } from 'node:crypto';
import {
  clientFilePaths,
  clientFileTexts,
  type FileMessageResponse,
  type LogoUploadResponse,
} from '@product/api/contract';
import { logoMaxBytes } from '@product/domain';
import { recordActivity } from '../activity/record';
import type { Tenant } from '../client-area/context';
import type { ClientAreaDeps } from '../client-area/deps';
import { checkContent, fileKinds, imageKinds } from '../files/content';
import type { Upload } from '../files/upload';
import { notFound } from '../http/errors';
import type { FileStorage } from '../storage/types';
import { lockLogoKey, setLogoKey } from './queries';

/** Largest logo: the domain's limit, which the mocks apply too. */
export { logoMaxBytes };

const logoExtensions: Record<(typeof imageKinds)[number], string> = {
  png: 'png',
  jpeg: 'jpg',
  gif: 'gif',
  webp: 'webp',
};

/**
 * Logos live at the storage root as `logo-{uuid}.{ext}`, and that key is what
 * companies.logo_key holds and what `logoSrc` ends with
 * (`/api/v1/s3/logos/logo-{uuid}.png`, as companies/logo-src.ts writes it).
 * They have no files row, so they never show in the repository, its totals or
 * the documents browser. A new logo gets a new key, so the image can be
 * cached for good.
 */
export const logoKeyPattern = /^logo-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp)$/;

export function logoMimeType(logoKey: string): string {
  const extension = logoKey.slice(logoKey.lastIndexOf('.') + 1);
  const kind = (Object.keys(logoExtensions) as (keyof typeof logoExtensions)[]).find(
    (candidate) => logoExtensions[candidate] === extension,
  );
  return kind ? fileKinds[kind].mimeType : 'application/octet-stream';
}

/** Removes a replaced or deleted logo's bytes; a failure leaves only an unreachable object. */
async function dropBytes(storage: FileStorage, logoKey: string): Promise<void> {
  await storage.delete(logoKey).catch((error: unknown) => {
    console.error(`Logo ${logoKey} não pôde ser apagada do armazenamento:`, error);
  });
}

const label = (company: { id: number; name: string }) => `'${company.name}' (ID ${company.id})`;

/** POST: store the new image, point the company at it (with the log entry), then drop the old one. */
export async function uploadLogo(
  deps: ClientAreaDeps,
  tenant: Tenant,
  company: { id: number; name: string },
  upload: Upload,
): Promise<LogoUploadResponse> {
  const content = checkContent(upload.name, upload.bytes, imageKinds, clientFileTexts.logoUnsupported);
  const logoKey = `logo-${randomUUID()}.${logoExtensions[content.kind]}`;
  await deps.storage.put(logoKey, upload.bytes, content.mimeType);
  let previous: string | null;
  try {
    previous = await deps.db.transaction(async (tx) => {
      const current = await lockLogoKey(tx, company.id);
      // Journaled before the commit: if the process dies before the old bytes go, the next start removes them.
      if (current) await deps.storage.noteRemoval?.([current]);
      await setLogoKey(tx, company.id, logoKey);
      await recordActivity(tx, tenant.actor, {
        action: 'company.logo',
        details: `${current ? 'Trocou' : 'Cadastrou'} a logo da empresa ${label(company)}`,
        entityType: 'company',
        entityId: company.id,
      });
      return current;
    });
  } catch (error) {
    await dropBytes(deps.storage, logoKey);
    throw error;
  }
  if (previous) await dropBytes(deps.storage, previous);
  return { message: clientFileTexts.logoUploaded, logoSrc: clientFilePaths.logoImage(logoKey) };
}

/** DELETE: the company goes back to the fallback image; 404 when it has no logo. */
export async function deleteLogo(
  deps: ClientAreaDeps,
  tenant: Tenant,
  company: { id: number; name: string },
): Promise<FileMessageResponse> {
  const previous = await deps.db.transaction(async (tx) => {
    const current = await lockLogoKey(tx, company.id);
    if (!current) throw notFound(clientFileTexts.noLogo);
    await deps.storage.noteRemoval?.([current]);
    await setLogoKey(tx, company.id, null);
    await recordActivity(tx, tenant.actor, {
      action: 'company.logo_delete',
      details: `Excluiu a logo da empresa ${label(company)}`,
      entityType: 'company',
      entityId: company.id,
    });
    return current;
  });
  await dropBytes(deps.storage, previous);
  return { message: clientFileTexts.logoDeleted };
}

/** GET the image: only keys shaped like a logo's, so this public route can never reach a repository file. */
export async function readLogo(deps: ClientAreaDeps, logoKey: string): Promise<Uint8Array<ArrayBuffer>> {
  if (!logoKeyPattern.test(logoKey)) throw notFound(clientFileTexts.fileNotFound);
  const bytes = await deps.storage.get(logoKey);
  if (!bytes) throw notFound(clientFileTexts.fileNotFound);
  return bytes;
}
