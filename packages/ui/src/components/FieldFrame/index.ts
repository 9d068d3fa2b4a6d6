export {
  assignRef,
  cx,
  FieldFrame,
  type FieldFrameProps,
  type FieldIds,
  fieldStyles,
  framedControlProps,
  LabelledFieldFrame,
  type LabelledFieldFrameProps,
  useFieldIds,
} from './FieldFrame';
