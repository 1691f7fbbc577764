import { Alert, FileInput, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Dialog } from '@/components/dialog';
import { useAuth } from '@/lib/auth/use-auth';
import { notifySuccess } from '@/lib/notify';
import { useAction } from '@/lib/use-action';
import { getExistingApplications } from '../api/get-existing-applications';
import { getUserStages } from '@/lib/applications/get-user-stages';
import { useImportApplications } from '../api/import-applications';
import { jsonFileProblem } from '../utils/import-drafts';
import { ImportFileError, readImportFile } from '../utils/import-file';
import { importSummary } from '../utils/plural';
import { ImportPreview, type Loaded } from './import-preview';

/**
 * Import: choose a CSV (ours, a spreadsheet's, another tracker's) or our JSON; the preview shows how its
 * columns and stages map (both changeable), every row as it will be imported, each row's errors and the
 * duplicates; the import then adds everything in one transaction, or nothing.
 */
export default function ImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const { user } = useAuth();
  const [file, setFile] = useState<File | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const runImport = useImportApplications();

  const reset = () => {
    setFile(null);
    setLoaded(null);
    setProblem(null);
    setFailure(null);
  };
  const read = useAction(
    async (chosen: File) => {
      if (!user) throw new Error('Import needs a signed-in user.');
      try {
        const source = await readImportFile(chosen);
        if (source.kind === 'json') {
          const wrong = jsonFileProblem(source.data);
          if (wrong) throw new ImportFileError(wrong);
        }
        const [existing, stages] = await Promise.all([getExistingApplications(user.id), getUserStages(user.id)]);
        setLoaded({ source, existing: existing.onBoard, none: existing.none, stages });
      } catch (error) {
        if (!(error instanceof ImportFileError)) throw error;
        setProblem(error.message);
      }
    },
    { failure: 'Could not read your board to check the file against it. Please try again.' },
  );

  const close = () => {
    reset();
    onClose();
  };

  return (
    <Dialog
      opened={opened}
      onClose={close}
      title="Import applications"
      size={1040}
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': 'Close import' }}
    >
      <Stack gap="md">
        <FileInput
          label="File to import"
          description="A CSV from a spreadsheet or another tracker (Huntr, Teal, Simplify…), or the JSON file our export saves. Up to 5,000 applications and 10 MB."
          placeholder="Choose a .csv or .json file"
          accept=".csv,.json,text/csv,application/json"
          value={file}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
          disabled={read.pending}
          onChange={(chosen) => {
            reset();
            setFile(chosen);
            if (chosen) void read.run(chosen);
          }}
          data-autofocus
        />
        {problem && (
          <Alert color="red" title="This file cannot be imported" role="alert">
            {problem} Nothing was imported.
          </Alert>
        )}
        {read.pending && (
          <Text size="sm" c="dimmed" role="status">
            Reading the file…
          </Text>
        )}
        {loaded && (
          <ImportPreview
            key={`${loaded.source.fileName}-${file?.lastModified ?? 0}`}
            loaded={loaded}
            failure={failure}
            onCancel={close}
            onImport={async (plan) => {
              setFailure(null);
              try {
                const result = await runImport(plan.payload, plan);
                notifySuccess('Import finished', importSummary(result.added, plan));
                close();
              } catch (error) {
                const failed = error as { message?: string; details?: string | null };
                const message = failed.message ?? String(error);
                // A stage deleted since the preview: the server names the entry; the preview names the row
                // and offers the stages as they are now.
                const index = /import_index=(\d+)/.exec(failed.details ?? '')?.[1];
                const row = index === undefined ? undefined : plan.rows[Number(index) - 1];
                if (row)
                  setFailure(`The import failed and changed nothing. ${row}: ${message} Choose its stage again.`);
                else setFailure(`The import failed and changed nothing: ${message}`);
                // Stages or applications changed in another tab meanwhile (a stage deleted or added, the board
                // no longer empty): the preview shows the board as it is now.
                if (user) {
                  const now = await Promise.all([getExistingApplications(user.id), getUserStages(user.id)]).catch(
                    () => null,
                  );
                  if (now) {
                    const [existing, stages] = now;
                    setLoaded(
                      (current) => current && { ...current, existing: existing.onBoard, none: existing.none, stages },
                    );
                  }
                }
                throw error;
              }
            }}
          />
        )}
      </Stack>
    </Dialog>
  );
}
