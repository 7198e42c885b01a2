// The shell as other features see it: how to switch tabs. The shell's layout and screens are composed in app/.
export { useSelectTab } from './use-select-tab';
