import type { CnpjCardProps } from './CnpjCard';

/** A fictitious establishment for stories and tests. */
export const sampleCnpjCard: CnpjCardProps = {
  registrationCode: '12345678000190',
  type: 'MATRIZ',
  openingDate: '2015-03-02',
  businessName: 'Farmácia Boa Saúde Comércio de Medicamentos Ltda.',
  tradeName: 'Drogaria Boa Saúde',
  legalNature: '206-2 - Sociedade Empresária Limitada',
  primaryActivity: {
    code: '47.71-7-01',
    text: 'Comércio varejista de produtos farmacêuticos, sem manipulação de fórmulas',
  },
  secondaryActivities: [
    { code: '47.72-5-00', text: 'Comércio varejista de cosméticos, produtos de perfumaria e de higiene pessoal' },
    { code: '47.89-0-05', text: 'Comércio varejista de produtos saneantes domissanitários' },
  ],
  address: {
    street: 'Avenida Afonso Pena',
    number: '1500',
    complement: 'Loja 2',
    postalCode: '30.130-005',
    neighborhood: 'Centro',
    city: 'Belo Horizonte',
    state: 'MG',
  },
  email: 'contato@boasaude.com.br',
  phone: '(31) 3222-1000',
  situation: 'ATIVA',
  situationDate: '2015-03-02',
  now: new Date('2026-11-22T12:15:00Z'),
};
