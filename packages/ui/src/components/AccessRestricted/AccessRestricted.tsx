import { Button } from '../Button';
import { MessagePanel } from '../MessagePanel';

export const accessRestrictedTexts = {
  title: 'Acesso restrito',
  description: 'Você não tem permissão para entrar nesta página. Contate o administrador.',
  back: 'Voltar',
  signOut: 'Sair',
} as const;

export interface AccessRestrictedProps {
  onBack: () => void;
  onSignOut: () => void;
  /** Inside a page (a list the person may not see) the heading is an h2. */
  headingLevel?: 1 | 2;
}

/** The restricted-access page's content (spec 1 §2): Back and 'Sair'. */
export function AccessRestricted({ onBack, onSignOut, headingLevel }: AccessRestrictedProps) {
  return (
    <MessagePanel
      title={accessRestrictedTexts.title}
      description={accessRestrictedTexts.description}
      headingLevel={headingLevel}
      actions={
        <>
          <Button variant="secondary" onClick={onBack}>
            {accessRestrictedTexts.back}
          </Button>
          <Button onClick={onSignOut}>{accessRestrictedTexts.signOut}</Button>
        </>
      }
    />
  );
}
