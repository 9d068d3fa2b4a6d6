export {
  type SecondFactorMode,
  SecondFactorStep,
  type SecondFactorStepProps,
  secondFactorModes,
  secondFactorStepTexts,
} from './SecondFactorStep';
