export {
  RadioGroup,
  type RadioGroupOrientation,
  type RadioGroupProps,
  type RadioOption,
  radioGroupOrientations,
  YesNo,
  type YesNoProps,
  yesNoOptions,
} from './RadioGroup';
