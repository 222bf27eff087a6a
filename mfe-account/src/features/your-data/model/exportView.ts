import type { ExportStatus } from '@dd/contracts';

export type ExportPhase = 'idle' | 'working' | 'ready' | 'failed';

export const YOUR_DATA_TEXTS = {
  exportTitle: 'Download your data',
  exportIntro:
    'One zip of everything you have put in: restaurants, meals, tags, categories, posts and your profile as JSON and spreadsheet (CSV) files, every meal as a Markdown note, and all your photos.',
  exportButton: 'Export my data',
  exportAgain: 'Export again',
  downloadButton: 'Download zip',
  loading: 'Loading your exports...',
  preparing: 'Preparing your export…',
  queued: 'Waiting for its turn…',
  loadFailed: 'Failed to load your exports',
  startFailed: 'Failed to start the export: ',
  downloadFailed: 'Failed to download the export: ',
  expired: 'Your last export has expired. Export again to get a fresh copy.',
  deleteTitle: 'Delete my account',
  deleteIntro:
    'This erases your account and everything in it (restaurants, meals, tags, photos and categories) from every part of Dining Diary. It cannot be undone: export your data first if you want to keep it.',
  deletePassword: 'Password',
  deletePasswordHint: 'Enter your password to confirm it is you.',
  deleteButton: 'Delete my account',
  confirmTitle: 'Delete Account',
  confirmMessage:
    'Are you sure you want to delete your account and all of its data? This action cannot be undone.',
  confirmButton: 'Delete',
  deleteFailed: 'Failed to delete account: ',
} as const;

export function isExportUnderWay(status: ExportStatus | null | undefined): boolean {
  return status?.state === 'queued' || status?.state === 'running';
}

/** Which of the export panel's faces to show for the latest export. */
export function exportPhase(status: ExportStatus | null | undefined): ExportPhase {
  if (!status || status.state === 'expired') return 'idle';
  if (isExportUnderWay(status)) return 'working';
  return status.state === 'ready' ? 'ready' : 'failed';
}

/** '812 B', '4.2 KB', '12.3 MB', '1.9 GB' (powers of 1024, one decimal from KB up). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** 'Ready: 12.3 MB, available until 23 Nov 2026, 14:05.' */
export function readyText(status: ExportStatus, locale?: string): string {
  const size = status.size === null ? '' : `${formatBytes(status.size)}, `;
  const until = status.expiresAt
    ? `available until ${new Date(status.expiresAt).toLocaleString(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
      })}`
    : 'ready to download';
  return `Ready: ${size}${until}.`;
}
