import type { ReportLicense } from './licenses';

const matriz = { registrationCode: '12345678000190', establishmentType: 'MATRIZ' } as const;
const filial = { registrationCode: '12345678000270', establishmentType: 'FILIAL' } as const;

/** Fictitious licences of a matriz and a filial covering every validity rule, for stories and tests. */
export const sampleLicenses: ReportLicense[] = [
  {
    id: 1,
    name: 'Alvará de Localização e Funcionamento',
    status: 'in_conformity',
    validUntil: '2027-03-31',
    ...matriz,
  },
  { id: 2, name: 'Licença Sanitária', status: 'near_expiration', validUntil: '2026-12-10', ...matriz },
  {
    id: 3,
    name: 'Auto de Vistoria do Corpo de Bombeiros (AVCB)',
    status: 'license_expired',
    validUntil: '2026-05-01',
    ...filial,
  },
  { id: 4, name: 'Licença Ambiental Simplificada', status: 'pending', validUntil: null, ...matriz },
  { id: 5, name: 'Certidão de Uso do Solo', status: 'in_conformity', validUntil: null, ...filial },
  { id: 6, name: 'Cadastro de Publicidade', status: 'not_necessary', validUntil: null, ...filial },
];
