import { logoOperations as operations } from '@product/api/contract/operations/logos';
import type { ClientAreaDeps } from '../client-area/deps';
import { companyUploadLimit } from '../files/company-upload';
import { visibleCompany } from '../files/service';
import { readUpload } from '../files/upload';
import { implement } from '../http/implement';
import { deleteLogo, logoMaxBytes, logoMimeType, readLogo, uploadLogo } from './service';

/**
 * Logos under /api/v1/s3 (spec 2 §7): upload and delete need UPDATE_COMPANY on
 * the company's Dados route (all roles), as `logoOperations` declares; the
 * image is public (img tags send no bearer token; keys are random UUIDs) and
 * cached for good, since a new logo always gets a new key.
 */
export function logoHandlers(deps: ClientAreaDeps) {
  return [
    implement(
      operations.upload,
      async ({ params }, c) => {
        const tenant = c.var.tenant;
        const company = await visibleCompany(deps.db, tenant, params.id);
        const upload = await readUpload(c, logoMaxBytes);
        return uploadLogo(deps, tenant, company, upload);
      },
      { before: [companyUploadLimit(deps.db, logoMaxBytes)] },
    ),
    implement(operations.delete, async ({ params }, c) => {
      const tenant = c.var.tenant;
      const company = await visibleCompany(deps.db, tenant, params.id);
      return deleteLogo(deps, tenant, company);
    }),
    implement(operations.image, async ({ params }, c) => {
      const bytes = await readLogo(deps, params.key);
      return c.body(bytes, 200, {
        'Content-Type': logoMimeType(params.key),
        'Content-Length': String(bytes.byteLength),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'",
      });
    }),
  ];
}
