import type { Stage } from '@/lib/applications/stages';
import { getExportData } from '../api/get-export-data';
import { exportFileName, toCsvExport, toJsonExport } from './export-files';

export type ExportKind = 'csv' | 'json';

const MEDIA_TYPES: Record<ExportKind, string> = {
  csv: 'text/csv;charset=utf-8',
  json: 'application/json;charset=utf-8',
};

/** Saves text as a file through a temporary link (the browser's own download, no new window). */
function download(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; a moment later it can go.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Reads everything of the user (or only the applications `only` names: a table's selection) and downloads
 * it as CSV or JSON. Loaded on demand (with Papa Parse), so
 * the board does not carry it.
 */
export async function runExport(
  userId: string,
  kind: ExportKind,
  stages: readonly Stage[],
  now = new Date(),
  only?: readonly string[],
): Promise<{ count: number }> {
  const all = await getExportData(userId);
  const chosen = only && new Set(only);
  const applications = chosen ? all.filter((app) => chosen.has(app.id)) : all;
  const text = kind === 'csv' ? toCsvExport(applications, stages) : toJsonExport(applications, now, stages);
  download(text, exportFileName(kind, now), MEDIA_TYPES[kind]);
  return { count: applications.length };
}
