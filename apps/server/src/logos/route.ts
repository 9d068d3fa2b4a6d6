import { clientFilePaths } from '@product/api/contract';
import { Hono } from 'hono';
import { type ClientEnv, idParam, requireClientArea, tenantOf } from '../client-area/context';
import type { ClientAreaDeps } from '../client-area/deps';
import { visibleCompany } from '../files/service';
import { readUpload, uploadBodyLimit } from '../files/upload';
import { deleteLogo, logoMaxBytes, logoMimeType, readLogo, uploadLogo } from './service';

/**
 * Logos under /api/v1/s3 (spec 2 §7): upload and delete need UPDATE_COMPANY on
 * the company's Dados route (all roles); the image is public (img tags send
 * no bearer token; keys are random UUIDs) and cached for good, since a new
 * logo always gets a new key.
 */
export function logoRoutes(deps: ClientAreaDeps) {
  const guard = requireClientArea(deps, { route: 'companies/$id/data', permission: 'UPDATE_COMPANY' });
  const logo = clientFilePaths.logo(':id');
  return new Hono<ClientEnv>()
    .post(
      logo,
      ...guard,
      async (c, next) => {
        // The company is checked before the body is read: another account's id costs no upload.
        await visibleCompany(deps.db, tenantOf(c), idParam(c));
        return uploadBodyLimit(logoMaxBytes)(c, next);
      },
      async (c) => {
        const tenant = tenantOf(c);
        const company = await visibleCompany(deps.db, tenant, idParam(c));
        const upload = await readUpload(c, logoMaxBytes);
        return c.json(await uploadLogo(deps, tenant, company, upload), 201);
      },
    )
    .delete(logo, ...guard, async (c) => {
      const tenant = tenantOf(c);
      const company = await visibleCompany(deps.db, tenant, idParam(c));
      return c.json(await deleteLogo(deps, tenant, company), 200);
    })
    .get(clientFilePaths.logoImage(':key'), async (c) => {
      const key = c.req.param('key') ?? '';
      const bytes = await readLogo(deps, key);
      return c.body(bytes, 200, {
        'Content-Type': logoMimeType(key),
        'Content-Length': String(bytes.byteLength),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'",
      });
    });
}
