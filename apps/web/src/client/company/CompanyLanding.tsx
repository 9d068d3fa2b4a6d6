import type { CompanyDetail } from '@product/api/client';
import { RiskProfileCards } from '@product/ui';

export interface CompanyLandingProps {
  company: CompanyDetail;
  /** Opens the company's panel. */
  onOpenPanel: () => void;
}

/**
 * The company page before a tab is chosen (spec 2 'Company detail'): 'Perfil do CNPJ' with the
 * three risk cards, 'Continuar' on the company's own level, and 'Ver demais dados' when the company
 * has no licences yet (the panel still shows its map and data).
 */
export function CompanyLanding({ company, onOpenPanel }: CompanyLandingProps) {
  return (
    <RiskProfileCards
      level={company.cnpjLevel}
      onContinue={onOpenPanel}
      onSeeMoreData={company.licenses.length === 0 ? onOpenPanel : undefined}
    />
  );
}
