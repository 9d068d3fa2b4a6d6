export { Tabs, type TabsItem, type TabsLinkProps, type TabsProps } from './Tabs';
