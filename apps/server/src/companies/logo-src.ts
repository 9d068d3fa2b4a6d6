import { clientFilePaths } from '@product/api/contract';

/** Where a company's logo is served (`logoSrc`), or null for the fallback image. */
export function logoSrcOf(key: string | null): string | null {
  return key === null ? null : clientFilePaths.logoImage(key);
}
