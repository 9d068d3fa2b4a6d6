export { PasskeyList, type PasskeyListItem, type PasskeyListProps, passkeyListTexts } from './PasskeyList';
