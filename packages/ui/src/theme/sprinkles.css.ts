import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { media } from './tokens';

const space = vars.space;

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    small: { '@media': media.small },
    tablet: { '@media': media.tablet },
    large: { '@media': media.large },
    wide: { '@media': media.wide },
    ultrawide: { '@media': media.ultrawide },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid', 'inline', 'inline-block'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
    width: { auto: 'auto', full: '100%' },
    minWidth: { 0: '0' },
    textAlign: ['left', 'center', 'right'],
    fontSize: vars.font.size,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const { brand, neutral, risk, licenseStatus, situation, ...roles } = vars.color;

/** Every flat colour role; the scales are reachable by their role names (primary, surface…). */
const colors = roles;

const colorProperties = defineProperties({
  conditions: {
    default: {},
    hover: { selector: '&:hover' },
    focus: { selector: '&:focus-visible' },
  },
  defaultCondition: 'default',
  properties: {
    color: colors,
    background: colors,
    borderColor: colors,
  },
});

const staticProperties = defineProperties({
  properties: {
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    fontWeight: vars.font.weight,
    borderStyle: ['none', 'solid'],
    borderWidth: { none: '0', standard: vars.border.width },
    position: ['relative', 'absolute', 'static'],
    overflow: ['hidden', 'visible', 'auto'],
  },
});

export const sprinkles = createSprinkles(responsiveProperties, colorProperties, staticProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
