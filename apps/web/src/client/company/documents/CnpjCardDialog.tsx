import type { CnpjCardItem } from '@product/api/client';
import { Button, CnpjCard, Dialog, PrintView } from '@product/ui';
import { useRef } from 'react';
import { type GeneratedFile, saveFile } from '../../companies/export/company-workbook';

export interface CnpjCardDialogProps {
  /** The folder's 'Cartão CNPJ'; null when closed. */
  card: CnpjCardItem | null;
  /** Today, for the card's issue line. */
  now: Date;
  onClose: () => void;
  /** Saves the downloaded card; the browser's download by default (stories read the file instead). */
  download?: (file: GeneratedFile) => void;
}

/** The page's style rules, so the saved card looks as it does on screen (a rule of another origin is skipped). */
function pageStyles(): string {
  return [...document.styleSheets]
    .flatMap((sheet) => {
      try {
        return [...sheet.cssRules].map((rule) => rule.cssText);
      } catch {
        return [];
      }
    })
    .join('\n');
}

/** The card as one self-contained HTML page, which any browser opens and prints. */
export function cardFile(card: CnpjCardItem, sheet: HTMLElement): GeneratedFile {
  const title = `Cartão CNPJ ${card.registrationCode}`;
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${title}</title><style>${pageStyles()}</style></head><body>${sheet.innerHTML}</body></html>`;
  return { name: `${title}.html`, type: 'text/html', bytes: new TextEncoder().encode(html) };
}

/**
 * 'Cartão CNPJ' of a CNPJ folder (spec 2 §2 'Documents'): the registration certificate as the
 * Receita Federal lays it out, with 'Download' (an HTML page of the card) and 'Imprimir' (the
 * browser's print dialog, which also saves a PDF). The browser loads this dialog lazily, so
 * react-to-print stays out of the documents page.
 */
export function CnpjCardDialog({ card, now, onClose, download = saveFile }: CnpjCardDialogProps) {
  const sheet = useRef<HTMLDivElement>(null);
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
            <Button
              variant="secondary"
              onClick={() => {
                if (sheet.current) download(cardFile(card, sheet.current));
              }}
            >
              Download
            </Button>
          }
        >
          <div ref={sheet}>
            <CnpjCard {...card.card} now={now} />
          </div>
        </PrintView>
      ) : null}
    </Dialog>
  );
}
