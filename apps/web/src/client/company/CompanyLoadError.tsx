import { toApiError } from '@product/api/client';
import { authTexts } from '@product/domain';
import { MessagePanel } from '@product/ui';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { notifyApiError } from '#/lib/errors';
import { companiesHref } from './CompanyHeader';

/** Spec 2 §8 'as informações da empresa'. */
export const companyLoadFailedTitle = 'Não foi possível carregar as informações da empresa.';
/** Spec 2 §4, §9: a company that cannot be loaded sends the person back to the list after 2 s. */
export const companyLoadRedirectMs = 2000;

/** The detail's load failure: the toast with the server's reason, the same words here, then the list. */
export function CompanyLoadError({ error }: { error: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    notifyApiError(companyLoadFailedTitle, error);
    const timer = window.setTimeout(() => void navigate({ to: companiesHref }), companyLoadRedirectMs);
    return () => window.clearTimeout(timer);
  }, [error, navigate]);
  return (
    <MessagePanel
      headingLevel={2}
      title={companyLoadFailedTitle}
      description={toApiError(error).serverMessage ?? authTexts.unknownReason}
    />
  );
}
