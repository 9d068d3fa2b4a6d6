export { assignRef, cx, FieldFrame, type FieldFrameProps, fieldStyles, useFieldIds } from './FieldFrame';
