/** Client-side downloads of seed §7: a text file named from the research title. */

/**
 * Seed §7: the file name is the title with every non-alphanumeric character replaced by a dash.
 * Letters and digits of any script count as alphanumeric, so a Greek or Chinese title stays readable.
 */
export function fileNameFromTitle(title: string, suffix: string): string {
  const base = title.trim().replace(/[^\p{L}\p{N}]/gu, '-');
  return `${base === '' ? 'abstract' : base}${suffix}`;
}

/** Saves text as a UTF-8 .txt file through a temporary link. */
export function downloadTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke on the next task: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
