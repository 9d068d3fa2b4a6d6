export { Menu, type MenuAction, type MenuProps } from './Menu';
export { type MenuItemTone, menuItemTones } from './variants';
