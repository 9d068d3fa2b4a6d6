import { type RegistrationLevel, registrationLevels } from '@product/domain';
import { useId } from 'react';
import { Button } from '../Button';
import { riskBadgeLabels } from '../RiskBadge';
import * as styles from './RiskProfileCards.css';

/** What each risk profile means for the company; the spec shows the cards, not their words. */
export const riskProfileDescriptions = {
  low_level: 'Atividades de baixo risco: em geral dispensam licenças prévias e exigem poucos documentos.',
  medium_level: 'Atividades de médio risco: pedem licenças e vistorias com prazos a acompanhar.',
  high_level: 'Atividades de alto risco: exigem licenciamento completo e renovações frequentes.',
} as const satisfies Record<RegistrationLevel, string>;

export interface RiskProfileCardsProps {
  /** The company's CNPJ risk level; only its card's 'Continuar' is enabled. */
  level?: RegistrationLevel | null;
  /** 'Continuar' (to /client/companies/{id}/panel). */
  onContinue: (level: RegistrationLevel) => void;
  /** 'Ver demais dados', shown when passed (spec 2: when the company has no licences). */
  onSeeMoreData?: () => void;
}

/** The 'Perfil do CNPJ' card of the company page (spec 2 company detail): three risk profiles. */
export function RiskProfileCards({ level, onContinue, onSeeMoreData }: RiskProfileCardsProps) {
  const id = useId();
  return (
    <section className={styles.root} aria-labelledby={id}>
      <h2 className={styles.title} id={id}>
        Perfil do CNPJ
      </h2>
      <ul className={styles.list}>
        {registrationLevels.map((item) => {
          const isCurrent = item === level;
          return (
            <li key={item}>
              <article
                className={[styles.card, styles.accents[item], isCurrent ? styles.current : null]
                  .filter(Boolean)
                  .join(' ')}
                aria-labelledby={`${id}-${item}`}
                aria-current={isCurrent || undefined}
              >
                <h3 className={styles.cardTitle} id={`${id}-${item}`}>
                  {riskBadgeLabels[item]}
                </h3>
                <p className={styles.description}>{riskProfileDescriptions[item]}</p>
                <div className={styles.footer}>
                  <Button
                    variant={isCurrent ? 'primary' : 'secondary'}
                    disabled={!isCurrent}
                    onClick={() => onContinue(item)}
                    aria-describedby={`${id}-${item}`}
                  >
                    Continuar
                  </Button>
                  {isCurrent && onSeeMoreData ? (
                    <Button variant="ghost" onClick={onSeeMoreData}>
                      Ver demais dados
                    </Button>
                  ) : null}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
