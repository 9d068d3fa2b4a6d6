import { type CompanyImportResponse, companyImportTexts } from '@product/api/client';
import { formatDateTime } from '@product/domain';
import { notify } from '@product/ui';

const countFormat = new Intl.NumberFormat('pt-BR');

export const importDialogTexts = {
  title: 'Importar empresas',
  formDescription: 'Envie uma planilha com os CNPJs das empresas na primeira coluna, um por célula.',
  fileLabel: 'Planilha de CNPJs',
  fileHint: 'Arquivo .xlsx ou .csv de até 5 MB, com até 5.000 CNPJs. Uma linha de título é ignorada.',
  submit: 'Importar',
  progress: 'Envio da planilha',
  waiting: 'Planilha enviada. Consultando os CNPJs na Receita Federal; pode levar alguns minutos.',
  newImport: 'Nova importação',
  resultGroup: 'Resultado da última importação',
  done: 'Concluir',
  /** Spec 2 §8. */
  importedDescription: 'Confira os resultados em tela.',
  /** Spec 2 §8: the title of an import that failed, or failed for some CNPJs. */
  failedTitle: 'Não foi possível criar as empresas com todos ou algum(ns) dos CNPJs da listagem.',
  failedCount: (error: number, sent: number) =>
    `${error} de ${sent} ${sent === 1 ? 'CNPJ não foi importado' : 'CNPJs não foram importados'}. Confira os resultados em tela.`,
  resultDescription: (fileName: string, importedAt: Date) =>
    `Última importação: ${fileName}, em ${formatDateTime(importedAt)}.`,
  // A large sheet, imported as a job in the background (issue 13).
  jobDescription: (fileName: string) =>
    `Importando ${fileName}. Os CNPJs são consultados na Receita Federal aos poucos.`,
  jobProgress: 'CNPJs consultados',
  jobCounts: (success: number, error: number) =>
    `${countFormat.format(success)} ${success === 1 ? 'empresa criada' : 'empresas criadas'}, ${countFormat.format(error)} com erro até agora.`,
  jobLeave:
    'Você pode fechar esta janela ou sair da página: a importação continua no servidor e aparece na lista de empresas.',
  jobCancel: 'Cancelar importação',
  jobClose: 'Fechar',
  jobLoadFailed: 'Não foi possível carregar o andamento da importação.',
  jobRetry: 'Tentar novamente',
  jobCancelled: 'Importação cancelada',
  jobCancelledDescription: 'As empresas já criadas continuam na lista.',
  jobCancelFailed: 'Não foi possível cancelar a importação.',
  bannerLabel: 'Importações em andamento',
  banner: (counts: string) => `Importação em andamento — ${counts}`,
  bannerOpen: 'Ver andamento',
} as const;

/** The toasts of an answered import: §8's success when something was created, §8's failure title when a CNPJ failed. */
export function notifyResult(result: CompanyImportResponse) {
  if (result.success > 0 || result.error === 0)
    notify.success(companyImportTexts.imported, importDialogTexts.importedDescription);
  if (result.error > 0)
    notify.error(importDialogTexts.failedTitle, importDialogTexts.failedCount(result.error, result.sent));
}
