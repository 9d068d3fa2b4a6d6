import { brand } from '@product/domain';
import { escapeHtml, type MailMessage } from '../mail/mailer';

/** '12.345.678/0001-90' (alphanumeric CNPJs take the same mask). */
export function maskCnpj(cnpj: string): string {
  if (cnpj.length !== 14) return cnpj;
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** 'vence em 10 dias (05/12/2026)', 'vence amanhã (…)', 'vence hoje (…)' or 'venceu em 01/11/2026'. */
export function dueText(days: number, validUntil: string): string {
  const day = formatDay(validUntil);
  if (days < 0) return `venceu em ${day}`;
  if (days === 0) return `vence hoje (${day})`;
  if (days === 1) return `vence amanhã (${day})`;
  return `vence em ${days} dias (${day})`;
}

/** What an expiry alert says: stage 0 is 'Vencida', any other stage 'Expirando' (the statuses' labels). */
export function alertNotificationText(license: { licenseName: string; days: number; validUntil: string }): {
  title: string;
  description: string;
} {
  return {
    title: license.days < 0 ? 'Licença vencida' : 'Licença expirando',
    description: `${license.licenseName}: ${dueText(license.days, license.validUntil)}.`,
  };
}

/** One licence line of a digest. */
export interface DigestLicense {
  companyId: number;
  companyName: string;
  licenseName: string;
  cnpj: string;
  days: number;
  validUntil: string;
}

/**
 * One e-mail per person per run with every new alert they may see, grouped by
 * company, each company with the link to its licences screen.
 */
export function alertDigestMessage(
  to: { email: string; name: string },
  licenses: readonly DigestLicense[],
  publicUrl: string,
): MailMessage {
  const byCompany = new Map<number, DigestLicense[]>();
  for (const license of licenses)
    byCompany.set(license.companyId, [...(byCompany.get(license.companyId) ?? []), license]);
  const total = licenses.length;
  const subject =
    total === 1
      ? `${brand.name}: 1 licença vencendo ou vencida`
      : `${brand.name}: ${total} licenças vencendo ou vencidas`;
  const intro = 'As licenças abaixo vencem em breve ou já venceram:';
  const outro = `Você recebe este aviso porque acompanha as licenças destas empresas no ${brand.name}.`;
  const line = (license: DigestLicense) =>
    `${license.licenseName} — CNPJ ${maskCnpj(license.cnpj)}: ${dueText(license.days, license.validUntil)}`;
  const linkOf = (companyId: number) => `${publicUrl}/client/companies/${companyId}/licenses`;

  const text: string[] = [`Olá, ${to.name}.`, '', intro];
  const html: string[] = [`<p>Olá, ${escapeHtml(to.name)}.</p>`, `<p>${intro}</p>`];
  for (const [companyId, items] of byCompany) {
    const companyName = items[0]?.companyName ?? '';
    text.push(
      '',
      companyName,
      ...items.map((license) => `  - ${line(license)}`),
      `  Ver licenças: ${linkOf(companyId)}`,
    );
    html.push(
      `<h3>${escapeHtml(companyName)}</h3>`,
      `<ul>${items.map((license) => `<li>${escapeHtml(line(license))}</li>`).join('')}</ul>`,
      `<p><a href="${escapeHtml(linkOf(companyId))}">Ver licenças</a></p>`,
    );
  }
  text.push('', outro);
  html.push(`<p>${escapeHtml(outro)}</p>`);
  return { to: to.email, subject, text: text.join('\n'), html: html.join('\n') };
}
