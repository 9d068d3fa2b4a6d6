export { Tabs, type TabsItem, type TabsLinkProps, type TabsProps, tabsScrollTexts } from './Tabs';
