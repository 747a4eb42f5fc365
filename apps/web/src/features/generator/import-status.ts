/** Where a file import stands, and the live status line the form shows for it. */

/** Where an import stands: pages read of the total (total 0 while it is not known yet). */
export interface ImportStatus {
  fileName: string;
  done: number;
  total: number;
  /** 'ocr' while scanned pages are recognised (done and total count those pages). */
  phase?: 'read' | 'ocr';
}

/**
 * 'Reading paper.pdf: page 3 of 12…' (pages for PDF; other formats have no steps to count);
 * while scanned pages are recognised, the page being read: 'Recognising text (OCR) in scan.pdf:
 * page 2 of 9…'.
 */
export function importStatusText(status: ImportStatus): string {
  if (status.phase === 'ocr')
    return `Recognising text (OCR) in ${status.fileName}: page ${Math.min(status.done + 1, status.total)} of ${status.total}…`;
  return status.total > 1
    ? `Reading ${status.fileName}: page ${status.done} of ${status.total}…`
    : `Reading ${status.fileName}…`;
}
