import { authTexts } from '@product/domain';
import { toast } from 'sonner';

/** Options a caller may tune; the look stays the Toaster's. */
export interface NotifyOptions {
  /** Milliseconds before the toast closes by itself; `Infinity` keeps it open. */
  duration?: number;
}

/**
 * The app's only way to show a toast (spec 1 §8). Every failure shows an error
 * toast whose description is the server's message, else the spec's unknown reason.
 */
export const notify = {
  success(title: string, description?: string, options?: NotifyOptions) {
    return toast.success(title, { description, ...options });
  },
  error(title: string, description?: string, options?: NotifyOptions) {
    return toast.error(title, { description: description ?? authTexts.unknownReason, ...options });
  },
  info(title: string, description?: string, options?: NotifyOptions) {
    return toast.info(title, { description, ...options });
  },
  /** Closes one toast, or all of them without an id. */
  dismiss(id?: string | number) {
    toast.dismiss(id);
  },
};
