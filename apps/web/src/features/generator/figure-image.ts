/** Seed §3: an uploaded figure is held locally as a data URL only and never sent. */

export type ImageOutcome =
  { ok: true; dataUrl: string; name: string } | { ok: false; message: string };

export function readImage(file: File): Promise<ImageOutcome> {
  // Seed §5: any image type is accepted; anything else is not an image.
  if (!file.type.startsWith('image/')) {
    return Promise.resolve({ ok: false, message: `${file.name} is not an image file.` });
  }
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(
        typeof reader.result === 'string'
          ? { ok: true, dataUrl: reader.result, name: file.name }
          : { ok: false, message: `Could not read ${file.name}.` },
      );
    reader.onerror = () => resolve({ ok: false, message: `Could not read ${file.name}.` });
    reader.readAsDataURL(file);
  });
}
