import {
  Disclosure,
  DisclosureContent,
  type DisclosureProps,
  DisclosureProvider,
  type DisclosureProviderProps,
} from '@ariakit/react';
import type { ReactNode } from 'react';
import * as styles from './Faq.css';
import { defaultFaqItems, type FaqEntry } from './faqItems';

export interface FaqItemProps extends Omit<DisclosureProps, 'children'> {
  question: string;
  answer: ReactNode;
  /** Starts open. */
  defaultOpen?: DisclosureProviderProps['defaultOpen'];
  headingLevel?: 3 | 4;
}

/** One question of the FAQ: a heading with a disclosure button and the answer below it. */
export function FaqItem({ question, answer, defaultOpen, headingLevel = 3, className, ...props }: FaqItemProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <DisclosureProvider defaultOpen={defaultOpen}>
      <Heading className={styles.question}>
        <Disclosure className={[styles.disclosure, className].filter(Boolean).join(' ')} {...props}>
          {question}
          <svg className={styles.chevron} viewBox="0 0 20 20" fill="none" aria-hidden="true">
            <path d="m5 7.5 5 5 5-5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          </svg>
        </Disclosure>
      </Heading>
      <DisclosureContent className={styles.answer}>{answer}</DisclosureContent>
    </DisclosureProvider>
  );
}

export interface FaqProps {
  /** Questions and answers; defaults to the support page's FAQ (spec 2 §1). */
  items?: readonly FaqEntry[];
  title?: string;
  /** Ids of the questions that start open. */
  defaultOpenIds?: readonly string[];
}

/** 'Perguntas frequentes': an accordion of Ariakit disclosures; each question opens on its own. */
export function Faq({ items = defaultFaqItems, title = 'Perguntas frequentes', defaultOpenIds = [] }: FaqProps) {
  return (
    <section className={styles.root} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <FaqItem question={item.question} answer={item.answer} defaultOpen={defaultOpenIds.includes(item.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
