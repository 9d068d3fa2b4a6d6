export { Faq, FaqItem, type FaqItemProps, type FaqProps } from './Faq';
export { defaultFaqItems, type FaqEntry } from './faqItems';
