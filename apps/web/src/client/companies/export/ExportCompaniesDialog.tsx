import { type CompanyExportResponse, companyExportQueryOptions, toApiError } from '@product/api/client';
import { authTexts, companyExportFileName, formatDateTime, fromWireDate } from '@product/domain';
import {
  Box,
  Button,
  CompanyLicensesReport,
  Dialog,
  EmptyState,
  MessagePanel,
  PrintView,
  Skeleton,
  Stack,
  Tabs,
} from '@product/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { notifyApiError } from '#/lib/errors';
import { companyWorkbook, type GeneratedFile, saveFile } from './company-workbook';

export const exportDialogTexts = {
  title: 'Exportar empresas',
  /** Spec 2 §8. */
  loadFailed: 'Não foi possível carregar as empresas.',
  /** Spec 2 §8 ('os dados'): the sheet could not be made (the browser refused the file). */
  sheetFailed: 'Não foi possível carregar os dados.',
  retry: 'Tentar novamente',
  preparingPrint: 'Preparando a visualização para impressão',
  close: 'Fechar',
  pdfTab: 'PDF',
  excelTab: 'Excel',
  print: 'Imprimir',
  download: 'Baixar planilha',
  empty: 'Nenhuma empresa para exportar.',
  fileName: (name: string) => `Arquivo: ${name}`,
  reportHeading: 'Dados das Empresas e Licenças',
  summary: (data: CompanyExportResponse) =>
    `${data.client.name}: ${data.total} ${data.total === 1 ? 'empresa' : 'empresas'}, dados de ${formatDateTime(fromWireDate(data.generatedAt))}.`,
  excelDescription:
    'Uma planilha Excel (.xlsx) com uma linha por licença de cada empresa: empresa, CNPJ, razão social, nome fantasia, situação, município, UF, licença, status, validade, CNPJ da licença e CNAE. Empresas sem licenças ocupam uma linha.',
} as const;

export interface ExportCompaniesDialogProps {
  open: boolean;
  onClose: () => void;
  /** Saves the generated .xlsx; the browser's download by default (stories read the file instead). */
  download?: (file: GeneratedFile) => void;
}

type ExportTab = 'pdf' | 'excel';

/** The print view: the account, then each company as the company panel prints it ('Dados da Empresa e Licenças'). */
function CompaniesReport({ data }: { data: CompanyExportResponse }) {
  return (
    // The dialog breaks words anywhere, which squeezes a table column to one letter on a phone;
    // with normal breaking the licences table keeps its words and scrolls sideways instead.
    <Stack space="xlarge" style={{ overflowWrap: 'normal' }}>
      <Stack space="xxsmall">
        <Box as="p" fontSize="large" fontWeight="semibold" color="text">
          {exportDialogTexts.reportHeading}
        </Box>
        <Box as="p" fontSize="small" color="textMuted">
          {exportDialogTexts.summary(data)}
        </Box>
      </Stack>
      {data.items.map((company) => (
        <CompanyLicensesReport
          key={company.id}
          title={company.name}
          tableLabel={`Licenças de ${company.name}`}
          registrationCode={company.registration_code ?? '-'}
          businessName={company.registration_name ?? company.name}
          tradeName={company.registration_fantasy_name}
          licenses={company.licenses.map((license, index) => ({
            // One licence may repeat per CNPJ and CNAE: the position keeps the keys unique.
            id: `${license.id}-${index}`,
            name: license.name,
            status: license.status,
            validUntil: license.valid_until,
            registrationCode: license.registration_code,
            establishmentType: license.establishment_type,
          }))}
        />
      ))}
    </Stack>
  );
}

/**
 * The PDF tab: the print view drawn in a transition. For a large account it is ~100,000 table rows,
 * seconds of rendering and layout (issue 27: 10,000 companies); as a transition it never holds up the
 * dialog, and picking 'Excel' meanwhile drops it. 'Imprimir' comes with the whole report, so a print
 * never holds part of it.
 */
function PdfPanel({ data }: { data: CompanyExportResponse }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    startTransition(() => setDrawn(true));
  }, []);
  if (!drawn) {
    return (
      <Stack space="medium" aria-busy="true" aria-label={exportDialogTexts.preparingPrint}>
        <Skeleton variant="text" />
        <Skeleton variant="block" />
      </Stack>
    );
  }
  return (
    <PrintView documentTitle={`Empresas e licenças - ${data.client.name}`} printLabel={exportDialogTexts.print}>
      <CompaniesReport data={data} />
    </PrintView>
  );
}

function ExcelPanel({ data, download }: { data: CompanyExportResponse; download: (file: GeneratedFile) => void }) {
  const [busy, setBusy] = useState(false);
  const generate = async () => {
    setBusy(true);
    try {
      download(await companyWorkbook(data));
    } catch (error) {
      notifyApiError(exportDialogTexts.sheetFailed, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack space="large" align="flex-start">
      <Box as="p" color="textMuted">
        {exportDialogTexts.excelDescription}
      </Box>
      <Box as="p" fontSize="small" color="textMuted">
        {exportDialogTexts.fileName(companyExportFileName(data.client.name, fromWireDate(data.generatedAt)))}
      </Box>
      <Button loading={busy} onClick={() => void generate()}>
        {exportDialogTexts.download}
      </Button>
    </Stack>
  );
}

/**
 * 'Exportar' of the companies list (spec 2 §2): the account's companies with their licences,
 * as a print view ('Imprimir', which also saves a PDF through the browser) and as an Excel
 * sheet written in the browser. The page loads this dialog lazily, so react-to-print stays out
 * of the companies page; the sheet is written only when 'Baixar planilha' is pressed.
 */
export function ExportCompaniesDialog({ open, onClose, download = saveFile }: ExportCompaniesDialogProps) {
  const { http } = useRouteContext({ from: '/_authenticated' });
  const query = useQuery({ ...companyExportQueryOptions(http), enabled: open });
  const [tab, setTab] = useState<ExportTab>('pdf');
  const { error } = query;

  useEffect(() => {
    if (error) notifyApiError(exportDialogTexts.loadFailed, error);
  }, [error]);

  const data = query.data;
  let body: ReactNode;
  if (data) {
    body =
      data.items.length === 0 ? (
        <EmptyState emptyText={exportDialogTexts.empty} />
      ) : (
        <Tabs
          aria-label="Formato"
          items={[
            { id: 'pdf', label: exportDialogTexts.pdfTab },
            { id: 'excel', label: exportDialogTexts.excelTab },
          ]}
          selectedId={tab}
          onSelectedIdChange={(id) => setTab(id === 'excel' ? 'excel' : 'pdf')}
        >
          {tab === 'pdf' ? <PdfPanel data={data} /> : <ExcelPanel data={data} download={download} />}
        </Tabs>
      );
  } else if (error) {
    body = (
      <MessagePanel
        headingLevel={2}
        title={exportDialogTexts.loadFailed}
        description={toApiError(error).serverMessage ?? authTexts.unknownReason}
        actions={
          <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
            {exportDialogTexts.retry}
          </Button>
        }
      />
    );
  } else {
    body = (
      <Stack space="medium" aria-busy="true" aria-label="Carregando as empresas">
        <Skeleton variant="text" />
        <Skeleton variant="block" />
        <Skeleton variant="block" />
      </Stack>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="large"
      title={exportDialogTexts.title}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {exportDialogTexts.close}
        </Button>
      }
    >
      {body}
    </Dialog>
  );
}
