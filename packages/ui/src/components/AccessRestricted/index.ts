export { AccessRestricted, type AccessRestrictedProps, accessRestrictedTexts } from './AccessRestricted';
