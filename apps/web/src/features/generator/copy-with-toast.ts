import { MESSAGES } from '@abstractly/contracts';
import { toast } from 'sonner';
import { copyText } from '../../lib/clipboard.ts';

/** Copies and says so: 'Copied to Clipboard' (seed §8), or why it could not. */
export async function copyWithToast(text: string): Promise<void> {
  if (await copyText(text)) {
    toast.success(MESSAGES.copied);
  } else {
    toast.error('Copy Failed', {
      description: 'The browser did not allow copying to the clipboard.',
    });
  }
}
