import { secondFactorTexts } from '@product/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, within } from 'storybook/test';
import { responsiveParameters } from '../../stories/parameters';
import { RecoveryCodesPanel, recoveryCodesHeadingLevels } from './RecoveryCodesPanel';

const codes = [
  'k7m2p-9xq4t',
  'a3b8c-d2e5f',
  'h4j6k-m7n8p',
  'q9r2s-t3u4v',
  'w5x6y-z7a8b',
  'c9d2e-f3g4h',
  'j5k6m-n7p8q',
  'r9s2t-u3v4w',
  'x5y6z-a7b8c',
  'd9e2f-g3h4j',
];

/** Runs `play` with `navigator.clipboard.writeText` replaced (a story never touches the real clipboard). */
async function withClipboard(writeText: (text: string) => Promise<void>, play: () => Promise<void>) {
  const own = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  try {
    await play();
  } finally {
    if (own) Object.defineProperty(navigator, 'clipboard', own);
    else Reflect.deleteProperty(navigator, 'clipboard');
  }
}

/** Runs `play` with downloads caught: the Blob handed to `URL.createObjectURL` and the link clicked. */
async function catchingDownloads(play: (downloads: { blobs: Blob[]; links: HTMLAnchorElement[] }) => Promise<void>) {
  const downloads = { blobs: [] as Blob[], links: [] as HTMLAnchorElement[] };
  const createObjectURL = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    downloads.blobs.push(blob as Blob);
    return 'blob:recovery-codes';
  });
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.links.push(this);
  });
  try {
    await play(downloads);
  } finally {
    createObjectURL.mockRestore();
    click.mockRestore();
  }
}

const meta = {
  title: 'Components/RecoveryCodesPanel',
  component: RecoveryCodesPanel,
  tags: ['autodocs'],
  parameters: responsiveParameters(
    "The recovery codes, shown once after the authenticator app is set up or the codes are renewed: `recoveryCodesTitle` (an h2; `headingLevel` changes it, `hideTitle` leaves it to a dialog's title), `recoveryCodesLead`, the codes in two monospace columns, 'Copiar códigos' (one code a line to the clipboard, then 'Códigos copiados' in a status), 'Baixar códigos' (a .txt named `fileName`, default 'conforma-codigos-de-recuperacao.txt': a line naming the brand, then the codes) and 'Guardei os códigos' (`onDone`).",
  ),
  args: { codes, onDone: fn() },
  argTypes: { headingLevel: { control: 'inline-radio', options: recoveryCodesHeadingLevels } },
} satisfies Meta<typeof RecoveryCodesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: secondFactorTexts.recoveryCodesTitle })).toBeVisible();
    await expect(canvas.getByText(secondFactorTexts.recoveryCodesLead)).toBeVisible();
    const list = canvas.getByRole('list', { name: secondFactorTexts.recoveryCodesTitle });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    // Two columns: the second code sits beside the first.
    const [first, second] = within(list).getAllByRole('listitem');
    await expect(second?.getBoundingClientRect().top).toBe(first?.getBoundingClientRect().top);

    const writeText = fn(async (_text: string) => {});
    await withClipboard(writeText, async () => {
      await expect(canvas.getByRole('status')).toHaveTextContent('');
      await userEvent.click(canvas.getByRole('button', { name: secondFactorTexts.copyCodes }));
      await expect(await canvas.findByText('Códigos copiados')).toBeVisible();
      await expect(canvas.getByRole('status')).toHaveTextContent('Códigos copiados');
    });
    await expect(writeText).toHaveBeenCalledWith(codes.join('\n'));

    await userEvent.click(canvas.getByRole('button', { name: secondFactorTexts.savedCodes }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** 'Baixar códigos' saves a text file: the brand's line, then one code a line. */
export const Download: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await catchingDownloads(async ({ blobs, links }) => {
      await userEvent.click(canvas.getByRole('button', { name: secondFactorTexts.downloadCodes }));
      await expect(links.map((link) => link.download)).toEqual(['conforma-codigos-de-recuperacao.txt']);
      await expect(blobs[0]?.type).toBe('text/plain;charset=utf-8');
      await expect(await blobs[0]?.text()).toBe(`Conforma — Códigos de recuperação\n${codes.join('\n')}\n`);
    });
  },
};

/** When the browser refuses the clipboard, the status says so and tells what to do instead. */
export const CopyRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    await withClipboard(
      () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      async () => {
        await userEvent.click(canvas.getByRole('button', { name: secondFactorTexts.copyCodes }));
        await expect(await canvas.findByRole('status')).toHaveTextContent(
          'Não foi possível copiar. Selecione os códigos e copie-os.',
        );
      },
    );
    await expect(canvas.queryByText('Códigos copiados')).toBeNull();
  },
};

/** No codes (not yet received): nothing to copy or download. */
export const Empty: Story = {
  args: { codes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('button', { name: secondFactorTexts.copyCodes })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: secondFactorTexts.downloadCodes })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: secondFactorTexts.savedCodes })).toBeEnabled();
  },
};

/** Inside a dialog whose title already names the codes; the list keeps the name. */
export const WithoutTitle: Story = {
  args: { hideTitle: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByRole('list', { name: secondFactorTexts.recoveryCodesTitle })).toBeVisible();
  },
};

/** Longer codes and a named file: they wrap within their column, and nothing scrolls sideways. */
export const LongText: Story = {
  args: {
    codes: codes.map((code) => `${code}-${code}-${code}`),
    fileName: 'conforma-codigos-de-recuperacao-maria-aparecida-dos-santos-ferreira.txt',
    headingLevel: 1,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: secondFactorTexts.recoveryCodesTitle })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** At 320 px the codes keep two columns and the buttons wrap. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second?.getBoundingClientRect().top).toBe(first?.getBoundingClientRect().top);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: secondFactorTexts.savedCodes })).toBeEnabled();
  },
};
