import type { CnpjCardItem } from '@product/api/client';
import { Button, CnpjCard, cnpjCardPdf, cnpjCardPdfName, Dialog, PrintView } from '@product/ui';
import { useState } from 'react';
import { type GeneratedFile, saveFile } from '#/client/companies/export/company-workbook';
import { notifyApiError } from '#/lib/errors';

export const cnpjCardDialogTexts = {
  pdfFailed: 'Não foi possível gerar o PDF do Cartão CNPJ.',
} as const;

export interface CnpjCardDialogProps {
  /** The folder's 'Cartão CNPJ'; null when closed. */
  card: CnpjCardItem | null;
  /** Today, for the card's issue line. */
  now: Date;
  onClose: () => void;
  /** Saves the downloaded card; the browser's download by default (stories read the file instead). */
  download?: (file: GeneratedFile) => void;
}

/** The card as the PDF people expect from 'Download': 'cartao-cnpj-12345678000190.pdf'. */
export async function cardFile(card: CnpjCardItem, now: Date): Promise<GeneratedFile> {
  return {
    name: cnpjCardPdfName(card.registrationCode),
    type: 'application/pdf',
    bytes: await cnpjCardPdf({ ...card.card, now }),
  };
}

/**
 * 'Cartão CNPJ' of a CNPJ folder (spec 2 §2 'Documents'): the registration certificate as the
 * Receita Federal lays it out, with 'Download' (a PDF of the card, drawn in the browser; pdf-lib is
 * fetched on the first click) and 'Imprimir' (the browser's print dialog). The browser loads this
 * dialog lazily, so react-to-print stays out of the documents page.
 */
export function CnpjCardDialog({ card, now, onClose, download = saveFile }: CnpjCardDialogProps) {
  const [busy, setBusy] = useState(false);
  const save = async (shown: CnpjCardItem) => {
    setBusy(true);
    try {
      download(await cardFile(shown, now));
    } catch (error) {
      notifyApiError(cnpjCardDialogTexts.pdfFailed, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={card !== null}
      onClose={onClose}
      size="large"
      title="Cartão CNPJ"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Fechar
        </Button>
      }
    >
      {card ? (
        <PrintView
          documentTitle={`Cartão CNPJ ${card.registrationCode}`}
          actions={
            <Button variant="secondary" loading={busy} onClick={() => void save(card)}>
              Download
            </Button>
          }
        >
          <CnpjCard {...card.card} now={now} />
        </PrintView>
      ) : null}
    </Dialog>
  );
}
