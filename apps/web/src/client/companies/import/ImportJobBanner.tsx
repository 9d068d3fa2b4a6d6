import type { ImportJob } from '@product/api/client';
import { Box, Button, Inline, Stack } from '@product/ui';
import { progressText } from './import-progress';
import { importDialogTexts } from './import-texts';

export interface ImportJobBannerProps {
  /** The account's import jobs still running (a USER: their own). */
  jobs: readonly ImportJob[];
  /** 'Ver andamento': the import dialog on that job's progress. */
  onOpen: (job: ImportJob) => void;
}

/**
 * Above the companies: each import still running on the server, 'Importação em andamento —
 * x de y' with its file, and 'Ver andamento', so someone who left the dialog or the page finds
 * it again. Not a live region: the counts move every few seconds and would be read out each time.
 */
export function ImportJobBanner({ jobs, onOpen }: ImportJobBannerProps) {
  if (jobs.length === 0) return null;
  return (
    <Box
      as="section"
      aria-label={importDialogTexts.bannerLabel}
      background="primarySoft"
      padding="medium"
      borderRadius="medium"
    >
      <Stack space="small">
        {jobs.map((job) => (
          <Inline key={job.id} space="small" alignY="center">
            <Box as="p" color="text">
              <strong>{importDialogTexts.banner(progressText(job))}</strong> ({job.fileName})
            </Box>
            <Button variant="secondary" size="small" onClick={() => onOpen(job)}>
              {importDialogTexts.bannerOpen}
            </Button>
          </Inline>
        ))}
      </Stack>
    </Box>
  );
}
