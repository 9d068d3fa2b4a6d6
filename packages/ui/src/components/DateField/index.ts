export {
  DateField,
  type DateFieldEvent,
  type DateFieldHandle,
  type DateFieldProps,
  dateFieldTexts,
} from './DateField';
