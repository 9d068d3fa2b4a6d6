export { TagPicker, type TagPickerProps, type TagPickerTag } from './TagPicker';
