/**
 * A burst of hostile uploads against a running server process, for the bench and the
 * soak: zip bombs (DOCX honest and lying, ODT, zipped LaTeX), a PDF whose content stream unpacks
 * to 1 GB, a PDF of 4,000 pages, all sent at once, `rounds` times. Measures the server's peak
 * resident memory over the burst (Linux: VmHWM, reset first through clear_refs), /health meanwhile,
 * and the memory a few seconds after.
 */
import { writeFileSync } from 'node:fs';
import {
  docxBomb,
  hugeContentStreamPdf,
  latexZipBomb,
  manyPagesPdf,
  odtBomb,
} from '../../packages/import/test/hostile-files.ts';
import { memoryMiB, probeHealth, wait } from './server-process.ts';

const GB = 1024 ** 3;

/** Resets the process's peak RSS (Linux ≥ 4.0); false where that is not allowed. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

export interface HostileBurstResult {
  uploads: number;
  /** Answers by HTTP status (or the network error). */
  statuses: Record<string, number>;
  /** Uploaded bytes in all. */
  sentMiB: number;
  rssBeforeMiB: number;
  peakMiB: number;
  /** RSS 5 s after the last answer. */
  rssAfterMiB: number;
  slowestAnswerMs: number;
  healthP99Ms: number;
  healthFailures: number;
}

export async function hostileUploadBurst(
  server: { url: string; pid: number },
  rounds = 4,
): Promise<HostileBurstResult> {
  const files: [string, Uint8Array][] = [
    ['honest.docx', await docxBomb(GB, 'honest')],
    ['lying.docx', await docxBomb(GB, 'lying')],
    ['lying.odt.docx', odtBomb(GB, 'lying')],
    ['project.zip.docx', latexZipBomb(GB, 'lying')],
    ['content.pdf', hugeContentStreamPdf(GB)],
    ['pages.pdf', manyPagesPdf(4_000)],
  ];
  const rssBeforeMiB = memoryMiB(server.pid, 'VmRSS');
  const exactPeak = resetPeak(server.pid);
  let sampledPeak = rssBeforeMiB;
  const statuses: Record<string, number> = {};
  let slowestAnswerMs = 0;
  const uploads = Array.from({ length: rounds }, () => files).flat();
  const burst = Promise.all(
    uploads.map(async ([name, bytes]) => {
      const start = performance.now();
      let key: string;
      try {
        const response = await fetch(`${server.url}/functions/v1/extract-text`, {
          method: 'POST',
          headers: { 'x-file-name': name, 'content-type': 'application/octet-stream' },
          body: bytes as Uint8Array<ArrayBuffer>,
        });
        await response.arrayBuffer();
        key = String(response.status);
      } catch (error) {
        key = error instanceof Error ? error.message : String(error);
      }
      statuses[key] = (statuses[key] ?? 0) + 1;
      slowestAnswerMs = Math.max(slowestAnswerMs, performance.now() - start);
    }),
  );
  const health = await probeHealth(server.url, burst, {
    everyMs: 50,
    onProbe: () => (sampledPeak = Math.max(sampledPeak, memoryMiB(server.pid, 'VmRSS'))),
  });
  await burst;
  const peakMiB = exactPeak ? memoryMiB(server.pid, 'VmHWM') : sampledPeak;
  await wait(5_000);
  return {
    uploads: uploads.length,
    statuses,
    sentMiB: uploads.reduce((sum, [, bytes]) => sum + bytes.length, 0) / 1024 ** 2,
    rssBeforeMiB,
    peakMiB,
    rssAfterMiB: memoryMiB(server.pid, 'VmRSS'),
    slowestAnswerMs,
    healthP99Ms: health.p99,
    healthFailures: health.failed,
  };
}

/** The result as table rows: what was sent, what came back, memory before, at peak and after. */
export function hostileBurstRows(result: HostileBurstResult): (string | number)[][] {
  return [
    ['uploads (all at once)', `${result.uploads} (${result.sentMiB.toFixed(1)} MiB sent)`],
    [
      'answers',
      Object.entries(result.statuses)
        .map(([status, count]) => `${status} ×${count}`)
        .join(', '),
    ],
    ['slowest answer', `${(result.slowestAnswerMs / 1000).toFixed(1)} s`],
    ['server RSS before', `${result.rssBeforeMiB.toFixed(0)} MiB`],
    ['server peak RSS during the burst', `${result.peakMiB.toFixed(0)} MiB`],
    ['server RSS 5 s after', `${result.rssAfterMiB.toFixed(0)} MiB`],
    ['/health p99 meanwhile', `${result.healthP99Ms.toFixed(1)} ms`],
    ['/health failures', result.healthFailures],
  ];
}
