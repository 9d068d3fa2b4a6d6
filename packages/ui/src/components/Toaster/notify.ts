import { authTexts } from '@product/domain';

type Sonner = typeof import('sonner');

/** Options a caller may tune; the look stays the Toaster's. */
export interface NotifyOptions {
  /** Milliseconds before the toast closes by itself; `Infinity` keeps it open. */
  duration?: number;
}

// Sonner (its toasts, its stylesheet) is not needed to draw a page, only to show a toast: it
// loads with the first toast, and the Toaster mounts then (sonner replays toasts sent before
// its Toaster subscribed). Calls keep their order: each waits on the same promise.
let sonner: Promise<Sonner> | null = null;
const requestListeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of requestListeners) listener();
  }
  return sonner;
}

/** For the Toaster: whether a toast has been asked for, and a way to hear when one is. */
export const sonnerRequests = {
  requested: () => sonner !== null,
  subscribe(listener: () => void) {
    requestListeners.add(listener);
    return () => void requestListeners.delete(listener);
  },
  load: loadSonner,
};

let lastId = 0;

function show(kind: 'success' | 'error' | 'info', title: string, description?: string, options?: NotifyOptions) {
  // Our own id, known at once, so a caller can dismiss a toast that is still loading.
  const id = `toast-${++lastId}`;
  void loadSonner().then(({ toast }) => toast[kind](title, { description, ...options, id }));
  return id;
}

/**
 * The app's only way to show a toast (spec 1 §8). Every failure shows an error
 * toast whose description is the server's message, else the spec's unknown reason.
 */
export const notify = {
  success(title: string, description?: string, options?: NotifyOptions) {
    return show('success', title, description, options);
  },
  error(title: string, description?: string, options?: NotifyOptions) {
    return show('error', title, description ?? authTexts.unknownReason, options);
  },
  info(title: string, description?: string, options?: NotifyOptions) {
    return show('info', title, description, options);
  },
  /** Closes one toast, or all of them without an id (nothing to close before the first toast). */
  dismiss(id?: string | number) {
    if (sonner) void sonner.then(({ toast }) => toast.dismiss(id));
  },
};
