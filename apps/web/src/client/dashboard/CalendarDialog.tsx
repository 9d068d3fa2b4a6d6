import {
  type CalendarSettingsResponse,
  calendarLinkQueryOptions,
  calendarMutations,
  type Http,
  toApiError,
} from '@product/api/client';
import { authTexts } from '@product/domain';
import { Box, Button, Dialog, Inline, notify, Skeleton, Stack, TextField, visuallyHidden } from '@product/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { notifyApiError } from '#/lib/errors';

export const calendarDialogTexts = {
  open: 'Assinar calendário',
  title: 'Assinar calendário',
  description:
    'Receba os vencimentos das licenças e taxas na sua agenda: Google Agenda, Outlook ou Calendário da Apple.',
  urlLabel: 'Link do calendário',
  urlHint: 'Este link é pessoal: quem o tiver vê os vencimentos. Não o compartilhe.',
  copy: 'Copiar',
  copied: 'Link copiado',
  copyFailed: 'Não foi possível copiar',
  copyFailedDescription: 'Selecione o link e copie com Ctrl+C (⌘+C no Mac).',
  generate: 'Gerar link',
  regenerate: 'Gerar novo link',
  noLink: 'Você ainda não tem um link. Gere o seu para assinar o calendário.',
  confirmTitle: 'Gerar um novo link?',
  confirmText:
    'O link atual deixa de funcionar na hora: as agendas que o assinaram param de receber os vencimentos até serem assinadas de novo com o novo link.',
  cancel: 'Cancelar',
  created: 'Link do calendário gerado',
  rotated: 'Novo link gerado',
  rotatedDescription: 'O link anterior deixou de funcionar.',
  createFailed: 'Não foi possível gerar o link do calendário.',
  loadFailed: 'Não foi possível carregar o link do calendário.',
  retry: 'Tentar novamente',
  loading: 'Carregando o link do calendário',
  withoutLicenses: 'Sem a permissão de ver licenças, o calendário fica vazio.',
  howTo: 'Como assinar',
  refresh: 'As agendas buscam novidades a cada poucas horas; o Google Agenda pode levar até um dia.',
} as const;

/** Where each calendar app subscribes to a link (the apps' own Portuguese menu names). */
const subscribeSteps = [
  { app: 'Google Agenda', steps: "em 'Outras agendas', clique em '+' → 'Do URL' e cole o link." },
  { app: 'Outlook', steps: "'Adicionar calendário' → 'Assinar da Web' e cole o link." },
  { app: 'Calendário da Apple', steps: "'Arquivo' → 'Nova assinatura de calendário' e cole o link." },
] as const;

function HowToSubscribe() {
  return (
    <Stack space="small">
      <Box as="h2" fontSize="medium" fontWeight="semibold" color="text">
        {calendarDialogTexts.howTo}
      </Box>
      <Box as="ul" paddingLeft="large" margin="none" fontSize="small" color="text">
        {subscribeSteps.map((item) => (
          <li key={item.app}>
            <strong>{item.app}</strong>: {item.steps}
          </li>
        ))}
      </Box>
      <Box as="p" margin="none" fontSize="small" color="textMuted">
        {calendarDialogTexts.refresh}
      </Box>
    </Stack>
  );
}

function LinkField({
  link,
  onRegenerate,
  takeFocus,
}: {
  link: CalendarSettingsResponse & { url: string };
  onRegenerate: () => void;
  /** The button that was pressed is gone (a new link, or the confirmation left): the focus comes to the link. */
  takeFocus: boolean;
}) {
  const field = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (takeFocus) field.current?.focus();
  }, [takeFocus]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      notify.success(calendarDialogTexts.copied);
    } catch {
      // Without clipboard access (an old browser, a denied permission) the link is selected for Ctrl+C.
      field.current?.select();
      notify.error(calendarDialogTexts.copyFailed, calendarDialogTexts.copyFailedDescription);
    }
  };
  return (
    <Stack space="medium">
      <TextField
        ref={field}
        label={calendarDialogTexts.urlLabel}
        hint={calendarDialogTexts.urlHint}
        value={link.url}
        readOnly
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
      />
      {link.seesLicences ? null : (
        <Box as="p" margin="none" fontSize="small" color="warning">
          {calendarDialogTexts.withoutLicenses}
        </Box>
      )}
      <Inline space="small">
        <Button onClick={() => void copy()}>{calendarDialogTexts.copy}</Button>
        <Button variant="secondary" onClick={onRegenerate}>
          {calendarDialogTexts.regenerate}
        </Button>
      </Inline>
    </Stack>
  );
}

export interface CalendarDialogProps {
  http: Http;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Assinar calendário' (issue 13): the person's private feed link of licence deadlines with
 * 'Copiar', how Google Agenda, Outlook and Apple subscribe to it, and 'Gerar link' — or, when
 * there is one, 'Gerar novo link' after a confirmation, since the old link stops working.
 * The link is read only while the dialog is open.
 */
export function CalendarDialog({ http, open, onClose }: CalendarDialogProps) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  // Set when the control that had the focus is replaced, so the focus moves on instead of being lost.
  const [moveFocus, setMoveFocus] = useState(false);
  const cancel = useRef<HTMLButtonElement | null>(null);
  const link = useQuery({ ...calendarLinkQueryOptions(http), enabled: open });
  // The answer is the new link: `calendarMutations.createLink` writes it where the dialog reads it.
  const generate = useMutation(
    calendarMutations.createLink(http, queryClient, {
      onSuccess: (answer, rotating) => {
        if (rotating) notify.success(calendarDialogTexts.rotated, calendarDialogTexts.rotatedDescription);
        else notify.success(answer.message);
        setConfirming(false);
        setMoveFocus(true);
      },
      onError: (error) => notifyApiError(calendarDialogTexts.createFailed, error),
    }),
  );

  // Each opening starts on the link, not on a confirmation left open: set while rendering the
  // change of `open`, so a later effect cannot undo a choice made as soon as the dialog shows.
  const [shownOpen, setShownOpen] = useState(open);
  if (shownOpen !== open) {
    setShownOpen(open);
    if (open) {
      setConfirming(false);
      setMoveFocus(false);
    }
  }
  useEffect(() => {
    if (confirming) cancel.current?.focus();
  }, [confirming]);

  let content: ReactNode;
  if (link.isPending) {
    content = (
      <Stack space="small" aria-busy="true">
        <span className={visuallyHidden}>{calendarDialogTexts.loading}</span>
        <Skeleton variant="block" />
      </Stack>
    );
  } else if (link.isError) {
    content = (
      <Stack space="small">
        <Box role="alert" as="p" margin="none" fontSize="small" color="danger">
          {calendarDialogTexts.loadFailed} {toApiError(link.error).serverMessage ?? authTexts.unknownReason}
        </Box>
        <Inline space="small">
          <Button variant="secondary" onClick={() => void link.refetch()}>
            {calendarDialogTexts.retry}
          </Button>
        </Inline>
      </Stack>
    );
  } else if (confirming) {
    content = (
      <Stack space="medium">
        <Box as="h2" fontSize="medium" fontWeight="semibold" color="text">
          {calendarDialogTexts.confirmTitle}
        </Box>
        <Box as="p" margin="none" fontSize="small" color="text">
          {calendarDialogTexts.confirmText}
        </Box>
        <Inline space="small">
          <Button variant="danger" loading={generate.isPending} onClick={() => generate.mutate(true)}>
            {calendarDialogTexts.regenerate}
          </Button>
          <Button
            ref={cancel}
            variant="secondary"
            onClick={() => {
              setConfirming(false);
              setMoveFocus(true);
            }}
          >
            {calendarDialogTexts.cancel}
          </Button>
        </Inline>
      </Stack>
    );
  } else if (link.data.url === null) {
    content = (
      <Stack space="medium">
        <Box as="p" margin="none" fontSize="small" color="text">
          {calendarDialogTexts.noLink}
        </Box>
        {link.data.seesLicences ? null : (
          <Box as="p" margin="none" fontSize="small" color="warning">
            {calendarDialogTexts.withoutLicenses}
          </Box>
        )}
        <Inline space="small">
          <Button loading={generate.isPending} onClick={() => generate.mutate(false)}>
            {calendarDialogTexts.generate}
          </Button>
        </Inline>
      </Stack>
    );
  } else {
    content = (
      <LinkField
        link={{ ...link.data, url: link.data.url }}
        takeFocus={moveFocus}
        onRegenerate={() => {
          setMoveFocus(false);
          setConfirming(true);
        }}
      />
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={calendarDialogTexts.title}
      description={calendarDialogTexts.description}
    >
      <Stack space="large">
        {content}
        <HowToSubscribe />
      </Stack>
    </Dialog>
  );
}
