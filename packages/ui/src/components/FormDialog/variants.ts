/** One source for the type and the story controls. */
export const formDialogStatuses = ['idle', 'loading', 'success', 'error'] as const;
export type FormDialogStatus = (typeof formDialogStatuses)[number];

/** Spec 1 §9: after a successful create or edit the modal closes after 1 second. */
export const successCloseDelayMs = 1000;
